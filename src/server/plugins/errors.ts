import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contracts/fields';
import { isDatabaseUnavailable } from '../db/faults';
import { DomainError, type DomainErrorKind } from '../lib/domain-error';
import { replyDatabaseUnavailable } from './database-outage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of this route's error answers, for a route whose contract gives them another shape than
     * `errorResponse` (every error answer must match the route's own response schema, or it becomes a 500).
     */
    errorAnswer?: (answer: ErrorResponse) => unknown;
  }
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

const CHECK_FIELDS = 'Please check the highlighted fields.';

/** The one place a domain error's kind becomes an HTTP status. */
const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  refused: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

/** The status of a failed request: the domain error's kind, else the status Fastify or a plugin gave it. */
const statusOf = (error: FastifyError): number => {
  if (error instanceof DomainError) return statusOfKind[error.kind];
  return error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
};

/** The answer to a failed request: 400 with field errors for invalid input, the rule's status and message otherwise. */
export function errorAnswerOf(error: FastifyError): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fieldErrors[field] ??= [];
      fieldErrors[field].push(issue.message ?? 'Invalid value');
    }
    return { statusCode: 400, error: 'Bad Request', message: CHECK_FIELDS, fieldErrors };
  }
  const status = statusOf(error);
  if (status >= 500) {
    return {
      statusCode: status,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    };
  }
  const fieldErrors = error instanceof DomainError ? error.fieldErrors : undefined;
  return {
    statusCode: status,
    error: reasons[status] ?? 'Error',
    message: error.message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

/**
 * What an unreachable database said, from the innermost error of the chain (the driver's or the system's, never
 * Drizzle's wrapper with the statement's parameters): a code such as ECONNREFUSED or 57P01, and its message.
 */
function outageOf(error: unknown): { code?: string; message: string } {
  let inner = error;
  for (let depth = 0; depth < 5 && inner instanceof Error && inner.cause instanceof Error; depth++) inner = inner.cause;
  const code = (inner as { code?: unknown }).code;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: inner instanceof Error ? inner.message : String(inner),
  };
}

/**
 * Turns validation failures into 400 with field errors, an unreachable database into 503 with Retry-After, and
 * hides the details of server faults.
 * The log: a fault of ours (5xx) at error level with its stack; an unreachable database, a fault of the
 * surroundings said on every request while it lasts, as one warning line without a stack; a refused request (4xx)
 * as one debug line with its kind or code, the request's own line (plugins/request-log.ts) saying its status.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ database: outageOf(error) }, 'database unavailable');
        return replyDatabaseUnavailable(reply);
      }
      const answer = errorAnswerOf(error);
      if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // Kind or code only: a refusal's message may quote what the visitor typed.
      else request.log.debug({ refused: error instanceof DomainError ? error.kind : error.code }, 'request refused');
      const shape = request.routeOptions.config?.errorAnswer;
      if (error instanceof DomainError && error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(answer.statusCode).send(shape ? shape(answer) : answer);
    });
  },
  { name: 'errors' },
);
