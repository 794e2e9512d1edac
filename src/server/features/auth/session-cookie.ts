import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABSOLUTE_LIFETIME_MS } from './sessions';

// The address and agent a session is started from, before anyone is signed in on the request.
export const sessionClient = (request: FastifyRequest) => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Hands the browser a new session's token (staff or portal cookie): for the whole site, never to scripts. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, cookie: string, token: string) {
  reply.setCookie(cookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ABSOLUTE_LIFETIME_MS / 1000),
  });
}
