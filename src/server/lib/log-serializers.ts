import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

const REDACTED = '[redacted]';
// What a failed query's error carries of the request: its parameter values, and PostgreSQL's row details.
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'input', 'body', 'query', 'values']);
const QUERY_PARAMETERS = /(\bparams:)[\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

/**
 * A request as the log shows it: the route that matched (`/api/chat/:sessionId`), or the bare path when none did,
 * never the values of path parameters or of the query string (names, e-mail addresses, phone numbers, the key
 * to a conversation). The body is never logged.
 */
export function requestForLog(request: FastifyRequest) {
  const [path, query] = request.url.split('?', 2);
  return {
    method: request.method,
    url: request.routeOptions?.url ?? path,
    ...(query ? { query: REDACTED } : {}),
    host: request.host,
    remoteAddress: request.ip,
  };
}

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(QUERY_PARAMETERS, `$1 ${REDACTED}`);
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, VALUE_KEYS.has(key) ? REDACTED : scrub(item, depth + 1)]),
  );
}

/**
 * An error as the log shows it: type, message and stack (causes included), with the values a failed query
 * carries cut out. A database error's message holds the statement's parameters ("params: Maya,Chen,maya@…") and
 * its detail the row it refused; the statement in the message is kept, since it holds placeholders, not values.
 */
export function errorForLog(error: Error) {
  return scrub(stdSerializers.err(error), 0) as {
    type: string;
    message: string;
    stack: string;
    [key: string]: unknown;
  };
}

export const logSerializers = { req: requestForLog, err: errorForLog };
