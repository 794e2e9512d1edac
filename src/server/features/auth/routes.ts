import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '../../../contracts/auth';
import { invalidField, tooMany, unauthenticated } from '../../lib/domain-error';
import { serve } from '../../lib/serve';
import { parseBasicAuth } from './credentials';
import { createLoginThrottle, tooManySignInsMessage } from './login-throttle';
import { authenticateStaff, changeOwnPassword, recordFailedSignIn, signInStaff, signOutStaff } from './service';
import { sessionClient, setSessionCookie } from './session-cookie';
import { resolveStaff, STAFF_COOKIE, staffOf } from './staff-guard';

const INVALID = 'Invalid username or password';

// Sign-in, sign-out and the session check are open to a caller who is not signed in.
const signedOut = { roles: 'signed-out' as const };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Growing waits per account and address, a ceiling per address (LOGIN_POLICY); shared through Redis if set.
  const throttle = createLoginThrottle(app, 'staff');

  serve(app, authApi.signIn, signedOut, async (request, reply) => {
    const credentials =
      parseBasicAuth(request.headers.authorization) ??
      (request.body?.username && request.body.password !== undefined
        ? { username: request.body.username, password: request.body.password }
        : undefined);
    if (!credentials?.username) {
      // The page's re-check on load: an empty body answers whether the session is still good.
      if (await resolveStaff(request)) return { success: true as const };
      throw unauthenticated(INVALID);
    }
    const account = credentials.username.trim().toLowerCase();
    const attempt = await throttle.begin(account, request.ip);
    if (!attempt.allowed) throw tooMany(tooManySignInsMessage(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
    const user = await authenticateStaff(app.db, account, credentials.password);
    if (!user) {
      await recordFailedSignIn(app.db, account, sessionClient(request));
      throw unauthenticated(INVALID);
    }
    await attempt.succeeded();
    // A new token at every sign-in; the old one of this browser ends.
    const token = await signInStaff(app.db, user.id, request.cookies[STAFF_COOKIE], sessionClient(request));
    setSessionCookie(request, reply, STAFF_COOKIE, token);
    return { success: true as const };
  });

  serve(app, authApi.signOut, signedOut, async (request, reply) => {
    const token = request.cookies[STAFF_COOKIE];
    if (token) {
      const staff = await resolveStaff(request);
      await signOutStaff(app.db, token, staff?.id, sessionClient(request));
    }
    reply.clearCookie(STAFF_COOKIE, { path: '/' });
    return { success: true as const };
  });

  // Asked on every visit to the back office, signed in or not: a signed-out visit is an answer, not a 401 that the
  // browser logs in the console. Every other back-office route still answers 401.
  serve(app, authApi.session, signedOut, async (request) => ({ user: await resolveStaff(request) }));
};

export const ownPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(
    app,
    authApi.changeOwnPassword,
    { roles: ['admin', 'manager', 'support'], allowedDuringPasswordReset: true },
    async (request) => {
      const staff = staffOf(request);
      const changed = await changeOwnPassword(
        app.db,
        staff.id,
        request.body.currentPassword,
        request.body.newPassword,
        request.cookies[STAFF_COOKIE] ?? '',
        sessionClient(request),
      );
      if (!changed) {
        const wrong = 'The current password is not right';
        throw invalidField('currentPassword', wrong, wrong);
      }
      return { success: true as const };
    },
  );
};
