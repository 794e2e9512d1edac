import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole, StaffUser } from '../../../contracts/auth';
import { isOneOf } from '../../../contracts/enums';
import { refused, unauthenticated } from '../../lib/domain-error';
import { guardRoute } from '../../lib/route-hooks';
import { findActiveStaff, toStaffUser } from './service';
import { findLiveSession } from './sessions';

export const STAFF_COOKIE = 'elevate_staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call a back-office route: required under /api/admin (default admin only), and what makes any other
     * route a back-office route. `'signed-out'` routes need no session (sign-in).
     */
    roles?: readonly StaffRole[] | 'signed-out';
    /** Reachable while the account must change its password (the session check and the change itself). */
    allowedDuringPasswordReset?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in staff member of a back-office call. */
    staff: StaffUser | null;
    /** The id of that staff member's session (availability for live chats belongs to it). */
    staffSessionId: number | null;
  }
}

/**
 * The staff member of a back-office call that the guard let through. The guard answers 401 before any handler of a
 * guarded route runs, so a missing one here is a route declared in the wrong place: a fault, never a visitor's doing.
 */
export function staffOf(request: FastifyRequest): StaffUser {
  if (!request.staff) throw new Error(`${request.routeOptions.url} reads the staff session without its guard`);
  return request.staff;
}

/** The session of the staff member of a guarded call (see staffOf). */
export function staffSessionOf(request: FastifyRequest): number {
  if (request.staffSessionId === null)
    throw new Error(`${request.routeOptions.url} reads the staff session without its guard`);
  return request.staffSessionId;
}

/** The staff member of this request's session cookie, if the session is live and the account active. */
export async function resolveStaff(request: FastifyRequest): Promise<StaffUser | null> {
  const token = request.cookies[STAFF_COOKIE];
  if (!token) return null;
  const session = await findLiveSession(request.server.db, token);
  if (!session?.userId) return null;
  request.staffSessionId = session.id;
  const user = await findActiveStaff(request.server.db, session.userId);
  return user ? toStaffUser(user) : null;
}

/** A back-office route: declared under /api/admin, or declaring the staff roles it admits. */
export const isBackOfficeRoute = (url: string, roles: unknown) =>
  url === '/api/admin' || url.startsWith('/api/admin/') || roles !== undefined;

function staffGuard(roles: readonly StaffRole[], allowedDuringPasswordReset: boolean) {
  return async (request: FastifyRequest) => {
    request.staff = await resolveStaff(request);
    if (!request.staff) throw unauthenticated('Please log in to continue.');
    // An admin asked this person to choose a new password: nothing else until they have.
    if (request.staff.passwordResetRequired && !allowedDuringPasswordReset) throw refused('Password change required');
    if (!isOneOf(roles, request.staff.role)) throw refused('Your role does not allow this.');
  };
}

/**
 * One guard for every back-office route: every call is authorised on the
 * server from the session; a route states the roles it admits in `config.roles`, admin only when it does not.
 * The guard is attached to each route as it is registered, so it decides on the route the router matched, never
 * on the URL as sent.
 */
export const staffAuthPlugin = fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('staffSessionId', null);
    app.addHook('onRoute', (route) => {
      const declared = route.config?.roles;
      if (!isBackOfficeRoute(route.url, declared) || declared === 'signed-out') return;
      guardRoute(route, staffGuard(declared ?? ['admin'], route.config?.allowedDuringPasswordReset ?? false));
    });
  },
  { name: 'staff-auth', dependencies: ['database'] },
);
