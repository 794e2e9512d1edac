import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../../contracts/fields';
import {
  PORTAL_LOGIN_INVALID,
  PORTAL_LOGIN_REQUIRED,
  portalLoginRefusal,
  portalLoginRequest,
  portalLoginResponse,
  portalPasswordRequest,
  portalSessionResponse,
} from '../../../../contracts/portal';
import { invalid, tooMany, unauthenticated } from '../../../lib/domain-error';
import { PORTAL_COOKIE, portalOf, portalTokenOf, resolvePortal } from '../../../plugins/portal-auth';
import {
  createLoginThrottle,
  createSession,
  endSession,
  sessionClient,
  setSessionCookie,
  tooManySignInsMessage,
} from '../../auth';
import { authenticateLocation, changePortalPassword, toPortalLocation } from './account';

const tags = ['property manager portal'];

/** The portal's sign-in: location code and password, a session cookie scoped to that location. */
export const portalAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Growing waits per location code and address, a ceiling per address; shared through Redis if set.
  const throttle = createLoginThrottle(app, 'portal');

  app.post(
    '/api/property-manager/authenticate',
    {
      config: { portalPublic: true, errorAnswer: portalLoginRefusal },
      schema: {
        tags,
        summary: 'Sign in with location code and password',
        body: portalLoginRequest,
        response: {
          200: portalLoginResponse,
          400: portalLoginResponse,
          401: portalLoginResponse,
          429: portalLoginResponse,
        },
      },
    },
    async (request, reply) => {
      const code = request.body.locationCode.trim().toUpperCase();
      const password = request.body.password.trim();
      if (!code || !password) throw invalid(PORTAL_LOGIN_REQUIRED);
      const attempt = await throttle.begin(code, request.ip);
      if (!attempt.allowed) throw tooMany(tooManySignInsMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
      const location = await authenticateLocation(app.db, code, password);
      if (!location) throw unauthenticated(PORTAL_LOGIN_INVALID);
      await attempt.succeeded();
      const previous = request.cookies[PORTAL_COOKIE];
      if (previous) await endSession(app.db, previous);
      const token = await createSession(app.db, { locationId: location.id }, sessionClient(request));
      setSessionCookie(request, reply, PORTAL_COOKIE, token);
      return { success: true, location: toPortalLocation(location) };
    },
  );

  app.get(
    '/api/property-manager/session',
    {
      // Asked on every visit to the portal: a signed-out visit is an answer, not a 401 the browser logs.
      config: { portalPublic: true },
      schema: {
        tags,
        summary: 'The signed-in location, or null when signed out',
        response: { 200: portalSessionResponse },
      },
    },
    async (request) => {
      const location = await resolvePortal(request);
      return { location: location ? toPortalLocation(location) : null };
    },
  );

  app.post(
    '/api/property-manager/logout',
    {
      config: { portalPublic: true },
      schema: { tags, summary: 'Sign out of the portal', response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request, reply) => {
      const token = request.cookies[PORTAL_COOKIE];
      if (token) await endSession(app.db, token);
      reply.clearCookie(PORTAL_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.post(
    '/api/property-manager/password',
    {
      config: { portalDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'Replace the temporary password',
        body: portalPasswordRequest,
        response: { 200: portalSessionResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await changePortalPassword(app.db, portalOf(request), request.body, portalTokenOf(request));
      return { location: { ...toPortalLocation(portalOf(request)), passwordChangeRequired: false } };
    },
  );
};
