import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { type CachedAnswer, matchesEtag } from '../lib/cached-answer';
import { chooseEncoding } from '../lib/encoded-body';
import { securityHeaderOptions, securityHeadersOf } from './security-headers';

/** What a ready answer is read from: the answer while it is current, else nothing (the route makes it again). */
type ReadyAnswerSource = { cacheControl: string; current: () => CachedAnswer | undefined };

/** One answer's headers for each way of sending it, worked out once per answer. */
type AnswerHeaders = Record<'br' | 'gzip' | 'identity' | 'notModified', string[]>;

/**
 * Public answers that are already bytes (the home page's featured reviews), sent by the HTTP server's own request
 * handler before the framework sees the request: no routing, hooks or per-request logger, so they go out at close
 * to the speed of a bare Node server (decision 054). They are exactly what their route sends (same body, headers,
 * ETag and 304, security headers included), and each request still writes its one log line. Anything else (another
 * method, a query string, an answer not made yet or out of date) goes to the app, whose route makes the answer
 * again.
 */
export class ReadyAnswers {
  private readonly sources = new Map<string, ReadyAnswerSource>();
  private readonly headers = new WeakMap<CachedAnswer, AnswerHeaders>();
  private readonly security = Object.entries(securityHeadersOf(securityHeaderOptions)).flat();
  private log: FastifyBaseLogger | undefined;
  private served = 0;

  /** Sends `current()` for `GET path` (the path exactly, no query string) whenever it gives an answer. */
  add(path: string, source: ReadyAnswerSource) {
    this.sources.set(path, source);
  }

  /** The log the request lines go to: the app's. */
  logTo(log: FastifyBaseLogger) {
    this.log = log;
  }

  /** The app's HTTP server, answering ready answers itself and passing every other request to `handler`. */
  readonly serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FastifyServerOptions,
  ) => {
    const server = http.createServer((request, response) => {
      if (!this.serve(request, response)) handler(request, response);
    });
    // What the framework sets on the server it makes itself.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Answers `request` if it asks for a ready answer, and says whether it did. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const source = this.sources.get(request.url);
    const answer = source?.current();
    if (!source || !answer) return false;
    const started = performance.now();
    const headers = this.headersOf(answer, source.cacheControl);
    let statusCode = 200;
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      statusCode = 304;
      response.writeHead(304, headers.notModified);
      response.end();
    } else {
      const encoding = chooseEncoding(request.headers['accept-encoding']) ?? 'identity';
      response.writeHead(200, headers[encoding]);
      response.end(answer.body[encoding]);
    }
    this.logRequest(request, statusCode, started);
    return true;
  }

  private headersOf(answer: CachedAnswer, cacheControl: string): AnswerHeaders {
    let headers = this.headers.get(answer);
    if (!headers) {
      const common = [...this.security, 'cache-control', cacheControl, 'etag', answer.etag];
      const body = (encoding: 'br' | 'gzip' | 'identity') => [
        ...common,
        'content-type',
        'application/json; charset=utf-8',
        'vary',
        'accept-encoding',
        ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
        'content-length',
        String(answer.body[encoding].length),
      ];
      headers = {
        br: body('br'),
        gzip: body('gzip'),
        identity: body('identity'),
        notModified: [...common, 'vary', 'accept-encoding'],
      };
      this.headers.set(answer, headers);
    }
    return headers;
  }

  /**
   * The request's one line, as the app writes it for its own routes (plugins/request-log.ts); its id, when the
   * client gave none, is `req-r-` and a count, which the app's own ids (`req-` and a count) never look like.
   */
  private logRequest(request: IncomingMessage, statusCode: number, started: number) {
    const given = request.headers['x-request-id'];
    const reqId = typeof given === 'string' && given ? given : `req-r-${(++this.served).toString(36)}`;
    this.log?.info(
      {
        reqId,
        method: 'GET',
        route: request.url,
        statusCode,
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  }
}
