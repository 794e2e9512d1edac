import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refused, unauthenticated } from '../../../lib/domain-error';
import { guardRoute } from '../../../lib/route-hooks';
import { findLiveSession } from '../../auth';
import type { LocationRecord } from '../location-record';
import { findLocation } from '../locations';

export const PORTAL_COOKIE = 'elevate_portal';
export type PortalAccount = LocationRecord;

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

/**
 * The location of a portal call that the guard let through. The guard answers 401 before any handler of a guarded
 * route runs, so a missing location here is a route declared in the wrong place: a fault, never a visitor's doing.
 */
export function portalOf(request: FastifyRequest): PortalAccount {
  if (!request.portal) throw new Error(`${request.routeOptions.url} reads the portal session without its guard`);
  return request.portal;
}

/** The session token of a portal call that the guard let through (the one session a password change keeps). */
export function portalTokenOf(request: FastifyRequest): string {
  const token = request.cookies[PORTAL_COOKIE];
  if (!token) throw new Error(`${request.routeOptions.url} reads the portal session token without its guard`);
  return token;
}

/** Every portal call is declared under this prefix (decision 018). */
export const PORTAL_PREFIX = '/api/property-manager/';

export async function resolvePortal(request: FastifyRequest): Promise<PortalAccount | null> {
  const token = request.cookies[PORTAL_COOKIE];
  if (!token) return null;
  const session = await findLiveSession(request.server.db, token);
  if (!session?.locationId) return null;
  return (await findLocation(request.server.db, session.locationId)) ?? null;
}

function portalGuard(duringPasswordChange: boolean) {
  return async (request: FastifyRequest) => {
    request.portal = await resolvePortal(request);
    if (!request.portal) throw unauthenticated('Please log in to the portal.');
    if (request.portal.passwordChangeRequired && !duringPasswordChange) throw refused('Password change required');
  };
}

/**
 * One guard for every route declared under `/api/property-manager/` but sign-in and sign-out (the location
 * comes from the session only, never from the request). It is attached to each route as it is registered, so it decides on
 * the route the router matched, never on the URL as sent.
 */
export const portalAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('portal', null);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(PORTAL_PREFIX) || route.config?.portalPublic) return;
      guardRoute(route, portalGuard(route.config?.portalDuringPasswordChange ?? false));
    });
  },
  { name: 'portal-auth', dependencies: ['database'] },
);
