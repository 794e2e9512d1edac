import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/faults';

/**
 * The answer while the database cannot be reached: 503 with Retry-After, so that clients and load balancers try
 * again in a few seconds instead of treating it as a fault of the request.
 */
export function replyDatabaseUnavailable(reply: FastifyReply) {
  return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'We cannot save or load this right now. Please try again in a few seconds.',
  });
}
