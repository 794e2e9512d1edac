import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2_000;

export type EventStream = {
  /** Sends one event; `id` is what the browser sends back as Last-Event-ID when it reconnects. */
  send(event: string, data: unknown, id?: number): void;
  /** The id the browser last received before it reconnected, if it says so. */
  lastEventId: number | undefined;
  /** Called once when the connection ends, whoever ends it. */
  onClose(listener: () => void): void;
  close(): void;
  readonly closed: boolean;
};

/**
 * Sends a stream's events as its contract names them (`contracts/live-events.ts`): the event's data is checked
 * against its name when the code is compiled.
 */
export const typedEvents =
  <Events extends Record<string, unknown>>(stream: EventStream) =>
  <Name extends keyof Events & string>(event: Name, data: Events[Name], id?: number) =>
    stream.send(event, data, id);

/**
 * Turns a request into a server-sent event stream (text/event-stream). The reply is taken over from Fastify, so
 * no compression and no serializer touch it; the headers set so far (the security headers) go out with it.
 * Each event's data is one line of JSON, so a message's own line breaks cannot end an event early.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  raw.socket?.setNoDelay(true);
  let closed = false;
  const listeners: (() => void)[] = [];
  const keepAlive = setInterval(() => {
    if (!closed) raw.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);
  keepAlive.unref();
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    for (const listener of listeners.splice(0)) listener();
  };
  raw.on('close', end);
  raw.on('error', end);
  const header = request.headers['last-event-id'];
  const last = typeof header === 'string' && /^\d{1,10}$/.test(header) ? Number(header) : undefined;
  return {
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    lastEventId: last,
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
    close() {
      raw.end();
      end();
    },
    get closed() {
      return closed;
    },
  };
}
