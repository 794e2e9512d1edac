/**
 * Runs `run` under a deadline of our own: at `ms` its signal is aborted and the wait is given up with `timedOut()`,
 * whether or not the work heard the abort. A timer of ours, not `AbortSignal.timeout`: Node holds that signal
 * weakly, and after a garbage collection a request to the language model's provider that waited on it alone was
 * waited on forever, and the visitor with it.
 */
export async function withinDeadline<T>(
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
  timedOut: () => Error = () => new DOMException(`no answer within ${ms} ms`, 'TimeoutError'),
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = timedOut();
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = run(controller.signal);
  // Given up at the deadline, the work's own failure (its abort) is of no one's concern.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
