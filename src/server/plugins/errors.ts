import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/faults';
import { replyDatabaseUnavailable } from './database-outage';

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

/** Turns validation failures into 400 with field errors, and hides the details of server faults. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fieldErrors[field] ??= [];
          fieldErrors[field].push(issue.message ?? 'Invalid value');
        }
        return reply.code(400).send({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please check the highlighted fields.',
          fieldErrors,
        });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return replyDatabaseUnavailable(reply);
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({
          statusCode: status,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side. Please try again.',
        });
      }
      return reply.code(status).send({ statusCode: status, error: reasons[status] ?? 'Error', message: error.message });
    });
  },
  { name: 'errors' },
);
