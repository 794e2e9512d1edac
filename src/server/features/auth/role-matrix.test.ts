import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../contracts/auth';
import { createUser, loginAs } from '../../testing/staff';
import { setupTestApp } from '../../testing/test-app';
import { createSession } from './sessions';

/**
 * The role matrix of decision 007, one row per back-office route. A route under /api/admin that is missing here
 * fails the first test, so a new route cannot ship without a decision about who may call it.
 */
const ALL_STAFF: StaffRole[] = ['admin', 'manager', 'support'];
const MANAGERS: StaffRole[] = ['admin', 'manager'];
const matrix: Record<string, StaffRole[] | 'signed-out'> = {
  'POST /api/admin/auth': 'signed-out',
  'POST /api/admin/logout': 'signed-out',
  'GET /api/admin/session': 'signed-out',
  'POST /api/admin/account/password': ALL_STAFF,
  'GET /api/admin/overview': ALL_STAFF,
  'GET /api/admin/waiting': ALL_STAFF,
  'GET /api/admin/search': ALL_STAFF,
  'POST /api/admin/test-email': ['admin', 'manager'],
  'GET /api/admin/dashboard/stats': ALL_STAFF,
  'GET /api/contact': ALL_STAFF,
  'GET /api/contact/export.csv': ALL_STAFF,
  'PATCH /api/contact/:id': ALL_STAFF,
  'GET /api/feedback': ALL_STAFF,
  'GET /api/feedback/export.csv': ALL_STAFF,
  'PATCH /api/feedback/:id': ALL_STAFF,
  'GET /api/admin/users': ['admin'],
  'POST /api/admin/users': ['admin'],
  'PUT /api/admin/users/:id': ['admin'],
  'DELETE /api/admin/users/:id': ['admin'],
  'PATCH /api/admin/users/:id/status': ['admin'],
  'PATCH /api/admin/users/:id/role': ['admin'],
  'POST /api/admin/users/:id/reset-password': ['admin'],
  'POST /api/admin/users/:id/require-password-reset': ['admin'],
  'GET /api/admin/activity': ['admin'],
  'GET /api/admin/users/:id/activity': ['admin'],
  'GET /api/admin/mail': ['admin', 'manager'],
  'GET /api/admin/mail/:id': ['admin', 'manager'],
  'POST /api/admin/mail/:id/resend': ['admin', 'manager'],
  'GET /api/admin/chat-sessions': ALL_STAFF,
  'GET /api/admin/chat-sessions/:sessionId': ALL_STAFF,
  'PUT /api/admin/live/availability': ALL_STAFF,
  'GET /api/admin/live/queue': ALL_STAFF,
  'GET /api/admin/live/:sessionId': ALL_STAFF,
  'GET /api/admin/live/:sessionId/context': ALL_STAFF,
  'POST /api/admin/live/:sessionId/take': ALL_STAFF,
  'POST /api/admin/live/:sessionId/messages': ALL_STAFF,
  'POST /api/admin/live/:sessionId/typing': ALL_STAFF,
  'POST /api/admin/live/:sessionId/read': ALL_STAFF,
  'POST /api/admin/live/:sessionId/end': ALL_STAFF,
  'GET /api/admin/live/push-key': ALL_STAFF,
  'POST /api/admin/live/push-subscriptions': ALL_STAFF,
  'GET /api/admin/saved-replies': ALL_STAFF,
  'POST /api/admin/saved-replies': ALL_STAFF,
  'PUT /api/admin/saved-replies/:id': ALL_STAFF,
  'DELETE /api/admin/saved-replies/:id': ALL_STAFF,
  'DELETE /api/admin/live/push-subscriptions': ALL_STAFF,
  'POST /api/admin/chat-sessions/:sessionId/prospect': ['admin', 'manager'],
  'GET /api/admin/chatbot-training': ['admin'],
  'GET /api/admin/chatbot-training/stats': ['admin'],
  'GET /api/admin/chatbot-training/export': ['admin'],
  'POST /api/admin/chatbot-training/import': ['admin'],
  'POST /api/admin/chatbot-training': ['admin'],
  'PUT /api/admin/chatbot-training/:id': ['admin'],
  'PUT /api/admin/chatbot-training/:id/toggle': ['admin'],
  'DELETE /api/admin/chatbot-training/:id': ['admin'],
  'GET /api/admin/chatbot-training/synonyms': ['admin'],
  'PUT /api/admin/chatbot-training/synonyms': ['admin'],
  'DELETE /api/admin/chatbot-training/synonyms': ['admin'],
  'GET /api/admin/chatbot-training/:id/phrasings': ['admin'],
  'POST /api/admin/chatbot-training/:id/phrasings': ['admin'],
  'DELETE /api/admin/chatbot-training/:id/phrasings': ['admin'],
  'GET /api/admin/chatbot-training/out-of-scope': ['admin'],
  'POST /api/admin/chatbot-training/out-of-scope': ['admin'],
  'DELETE /api/admin/chatbot-training/out-of-scope/:id': ['admin'],
  'GET /api/admin/training-suggestions': ['admin'],
  'GET /api/admin/training-suggestions/counts': ['admin'],
  'PUT /api/admin/training-suggestions/:id': ['admin'],
  'POST /api/admin/training-suggestions/:id/implement': ['admin'],
  'GET /api/admin/assistant-report': ['admin'],
  'GET /api/admin/crm-prospects': MANAGERS,
  'POST /api/admin/crm-prospects': MANAGERS,
  'PUT /api/admin/crm-prospects/:id': MANAGERS,
  'PATCH /api/admin/crm-prospects/:id/status': MANAGERS,
  'DELETE /api/admin/crm-prospects/:id': MANAGERS,
  'POST /api/admin/crm-prospects/:id/convert': MANAGERS,
  'POST /api/admin/contact-inquiries/:id/prospect': MANAGERS,
  'GET /api/admin/locations': MANAGERS,
  'GET /api/admin/locations/:id': MANAGERS,
  'POST /api/admin/locations': MANAGERS,
  'PUT /api/admin/locations/:id': MANAGERS,
  'PUT /api/admin/locations/:id/installation': MANAGERS,
  'DELETE /api/admin/locations/:id': MANAGERS,
  'POST /api/admin/locations/:id/reset-password': MANAGERS,
  'GET /api/partnership-milestones': MANAGERS,
  'POST /api/partnership-milestones': MANAGERS,
  'PUT /api/partnership-milestones/:id': MANAGERS,
  'GET /api/installation-timeline': MANAGERS,
  'POST /api/installation-timeline': MANAGERS,
  'PUT /api/installation-timeline/:id': MANAGERS,
  'GET /api/partnership-decisions': MANAGERS,
  'POST /api/partnership-decisions': MANAGERS,
  'PUT /api/partnership-decisions/:id': MANAGERS,
  'GET /api/admin/locations/:id/overview': MANAGERS,
  'GET /api/partnership-feedback': MANAGERS,
  'PUT /api/partnership-feedback/:id': MANAGERS,
  'GET /api/branding-assets': MANAGERS,
  'PUT /api/branding-assets/:id/review': MANAGERS,
  'GET /api/admin/manager-inquiries': MANAGERS,
  'PUT /api/admin/manager-inquiries/:id': MANAGERS,
  'GET /api/admin/product-requests': MANAGERS,
  'PUT /api/admin/product-requests/:id': MANAGERS,
  'GET /api/admin/restocks': MANAGERS,
  'POST /api/admin/restocks': MANAGERS,
  'GET /api/admin/reviews': ALL_STAFF,
  'GET /api/admin/reviews/stats': ALL_STAFF,
  'POST /api/admin/reviews': MANAGERS,
  'PATCH /api/admin/reviews/:id/status': ALL_STAFF,
  'PATCH /api/admin/reviews/:id/publish': MANAGERS,
  'PATCH /api/admin/reviews/:id/flags': MANAGERS,
};

const ctx = setupTestApp({ truncate: false });
// Every route under /api/admin, and every other route that declares staff roles.
const adminRoutes = () =>
  ctx.app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/admin') || route.roles !== undefined)
    .map((route) => `${route.method} ${route.url}`);

const request = (key: string, cookie?: string) => {
  const [method, url] = key.split(' ') as [string, string];
  return ctx.app.inject({
    method: method as 'GET',
    // A record that does not exist: an allowed role gets 404 or 400, and the walk changes nothing.
    url: url.replace(/:[A-Za-z]+/g, '999999'),
    headers: cookie ? { cookie } : {},
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
};

describe('back-office role matrix', () => {
  it('lists every /api/admin route registered on the router', () => {
    expect(adminRoutes().sort()).toEqual(Object.keys(matrix).sort());
  });

  it('answers 401 to an anonymous caller on every route that needs a session', async () => {
    for (const [key, roles] of Object.entries(matrix)) {
      if (roles === 'signed-out') continue;
      expect((await request(key)).statusCode, key).toBe(401);
    }
  });

  it('lets each staff role through exactly where the matrix says, and answers 403 elsewhere', async () => {
    for (const role of ALL_STAFF) {
      const { cookie } = await loginAs(ctx.app, role);
      for (const [key, roles] of Object.entries(matrix)) {
        if (roles === 'signed-out') continue;
        const status = (await request(key, cookie)).statusCode;
        if (roles.includes(role)) expect([401, 403], `${role} ${key}`).not.toContain(status);
        else expect(status, `${role} ${key}`).toBe(403);
      }
    }
  }, 90_000); // every route, three times: slow on a busy machine

  it('answers 401 to a session of a suspended admin, a plain user or a property manager', async () => {
    for (const [role, status] of [
      ['admin', 'suspended'],
      ['user', 'active'],
      ['property_manager', 'active'],
    ] as const) {
      const user = await createUser(ctx.app.db, { role, status });
      // A session that exists in the database (made before a suspension or a role change).
      const token = await createSession(ctx.app.db, { userId: user.id }, {});
      for (const [key, roles] of Object.entries(matrix)) {
        if (roles === 'signed-out') continue;
        expect((await request(key, `elevate_staff=${token}`)).statusCode, `${role} ${key}`).toBe(401);
      }
    }
  });
});
