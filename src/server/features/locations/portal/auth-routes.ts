import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PORTAL_LOGIN_INVALID,
  PORTAL_LOGIN_REQUIRED,
  portalApi,
  portalLoginRefusal,
} from '../../../../contracts/portal';
import { invalid, tooMany, unauthenticated } from '../../../lib/domain-error';
import { serve } from '../../../lib/serve';
import {
  createLoginThrottle,
  createSession,
  endSession,
  sessionClient,
  setSessionCookie,
  tooManySignInsMessage,
} from '../../auth';
import { authenticateLocation, changePortalPassword, toPortalLocation } from './account';
import { PORTAL_COOKIE, portalOf, portalTokenOf, resolvePortal } from './portal-guard';

/** The portal's sign-in: location code and password, a session cookie scoped to that location. */
export const portalAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Growing waits per location code and address, a ceiling per address; shared through Redis if set.
  const throttle = createLoginThrottle(app, 'portal');

  serve(
    app,
    portalApi.authenticate,
    { portalPublic: true, errorAnswer: portalLoginRefusal },
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

  // Asked on every visit to the portal: a signed-out visit is an answer, not a 401 the browser logs.
  serve(app, portalApi.session, { portalPublic: true }, async (request) => {
    const location = await resolvePortal(request);
    return { location: location ? toPortalLocation(location) : null };
  });

  serve(app, portalApi.logout, { portalPublic: true }, async (request, reply) => {
    const token = request.cookies[PORTAL_COOKIE];
    if (token) await endSession(app.db, token);
    reply.clearCookie(PORTAL_COOKIE, { path: '/' });
    return { success: true as const };
  });

  serve(app, portalApi.changePassword, { portalDuringPasswordChange: true }, async (request) => {
    await changePortalPassword(app.db, portalOf(request), request.body, portalTokenOf(request));
    return { location: { ...toPortalLocation(portalOf(request)), passwordChangeRequired: false } };
  });
};
