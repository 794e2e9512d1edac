/** One server-sent event as a browser's EventSource would see it. */
export type ReceivedEvent = { id: string | undefined; event: string; data: unknown };

/**
 * Reads a server-sent event stream over real HTTP, as a browser would: `next(event, match)` waits for the next
 * event of that name (and match), keeping the others; `close()` drops the connection.
 */
export async function openEventSource(
  url: string,
  headers: Record<string, string> = {},
  /** Called with each event as it arrives (a bench timing arrivals). */
  onEvent?: (event: ReceivedEvent) => void,
) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
  const received: ReceivedEvent[] = [];
  let waiters: (() => void)[] = [];
  let ended = false;
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = response.body.getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          const data = fields.get('data');
          if (data !== undefined) {
            const event = { id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(data) };
            received.push(event);
            onEvent?.(event);
          }
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of waiters.splice(0)) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  const used = new Set<number>();
  return {
    response,
    /** Every event so far, in order. */
    all: () => received,
    /** The first event of this name not taken yet that matches (waiting for it if need be). */
    async next<T = unknown>(event: string, match: (data: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex(
          (candidate, at) => !used.has(at) && candidate.event === event && match(candidate.data as T),
        );
        const found = received[index];
        if (found) {
          used.add(index);
          return found.data as T;
        }
        if (ended) throw new Error(`stream ended before a ${event} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${event} event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Waits until the server ends the stream. */
    async ended(timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`stream still open after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    /** Whether the stream has ended (closed by either side). */
    isEnded: () => ended,
    close() {
      controller.abort();
      waiters = [];
    },
  };
}
