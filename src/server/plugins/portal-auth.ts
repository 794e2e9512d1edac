import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { locationCredentials } from '../db/schema/index';
import { findLiveSession } from '../features/auth/sessions';
import { findLocation } from '../features/property-managers/service';

export const PORTAL_COOKIE = 'elevate_portal';
export type PortalAccount = typeof locationCredentials.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A portal route reachable without a session (sign-in, sign-out). */
    portalPublic?: boolean;
    /** Reachable while the temporary password must still be changed (the session check and the change itself). */
    portalDuringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** The property manager's own location: every portal call reads it from here, never from the request. */
    portal: PortalAccount | null;
  }
}

export async function resolvePortal(request: FastifyRequest): Promise<PortalAccount | null> {
  const token = request.cookies[PORTAL_COOKIE];
  if (!token) return null;
  const session = await findLiveSession(request.server.db, token);
  if (!session?.locationId) return null;
  return (await findLocation(request.server.db, session.locationId)) ?? null;
}

/** One guard for `/api/property-manager/` (clarifications.md: the location comes from the session only). */
export const portalAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('portal', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/property-manager/')) return;
      if (request.routeOptions.config?.portalPublic) return;
      request.portal = await resolvePortal(request);
      if (!request.portal) {
        return reply
          .code(401)
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Please log in to the portal.' });
      }
      if (request.portal.passwordChangeRequired && !request.routeOptions.config?.portalDuringPasswordChange) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'Password change required' });
      }
    });
  },
  { name: 'portal-auth', dependencies: ['database'] },
);
