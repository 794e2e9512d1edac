import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, destination } from 'pino';

/** Probes of load balancers and orchestrators: logged at debug level only, so they do not fill the log. */
const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);

/**
 * The app's own reads through `app.inject` (the pages plugin renders pages from its API answers) carry this header
 * with this process's token, and are logged at debug level: they are not visitors' requests. Unguessable, so a
 * client cannot hide its requests that way.
 */
export const OWN_READ_HEADER = 'x-own-read';
export const ownReadToken = randomUUID();

/**
 * The route a request matched (`/api/admin/live/:id/end`), or its bare path when none did: never the values of
 * path parameters nor the query string, which can carry personal data.
 */
export function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined) return pattern;
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

/**
 * One log line per request, written when the answer is finished: method, route, status, time and request id
 * (`reqId`, bound by Fastify to the request's logger). Fastify's own two lines per request ("incoming request" and
 * "request completed") are not written. Its other lines (a serializer or stream that failed) are kept: this
 * replaces the per-request lines only, where `disableRequestLogging` would silence those too.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const route = routeOf(request);
    const line = {
      method: request.method,
      route,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The answer could not be sent whole (the connection broke): said on the line, without a stack.
    if (error) reply.log.warn({ ...line, error: error.message }, 'request');
    else if (HEALTH_ROUTES.has(route) || request.headers[OWN_READ_HEADER] === ownReadToken) {
      reply.log.debug(line, 'request');
    } else reply.log.info(line, 'request');
  }
}

export type LogOutput = {
  /** What the logger writes to. */
  stream: DestinationStream;
  /** Plain text to the same output, after every log line written before it. */
  print(text: string): void;
  /** Writes out what is still buffered; before the process exits. */
  flushSync(): void;
};

/** Log lines wait at most this long in memory before they are written. */
const FLUSH_EVERY_MS = 100;
/** ...or until this many characters have collected. */
const FLUSH_AT_LENGTH = 64 * 1024;

/**
 * Standard output without blocking: log lines collect in memory and are handed to the thread pool together, every
 * 100 ms or once 64 KB have collected, so a busy server makes one write for many requests. They collect here rather
 * than in pino's destination (its `minLength`), which measures its whole buffer again on every line: about 4 µs a
 * line against 2 here, a fifth of the cost of a request answered from memory (decision 054). Flushed at exit; one
 * per process.
 */
export function asyncStandardOutput(): LogOutput {
  standardOutput ??= bufferedStandardOutput();
  return standardOutput;
}

/** One per process: every app in it writes to standard output through the same buffer. */
let standardOutput: LogOutput | undefined;

function bufferedStandardOutput(): LogOutput {
  const out = destination({ dest: 1, sync: false });
  let pending: string[] = [];
  let length = 0;
  const handOver = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    length = 0;
    out.write(text);
  };
  const stream: DestinationStream = {
    write(line: string) {
      pending.push(line);
      length += line.length;
      if (length >= FLUSH_AT_LENGTH) handOver();
    },
  };
  setInterval(handOver, FLUSH_EVERY_MS).unref();
  const flushSync = () => {
    try {
      handOver();
      out.flushSync();
    } catch {
      // Not open yet (nothing was written) or already closed: nothing to flush.
    }
  };
  process.once('exit', flushSync);
  return {
    stream,
    print: (text) => stream.write(text.endsWith('\n') ? text : `${text}\n`),
    flushSync,
  };
}
