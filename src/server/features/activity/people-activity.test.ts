import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../contracts/chat';
import { userActivity } from '../../db/schema/index';
import { feedbackBody, inquiryBody, portalReviewBody } from '../../testing/factories';
import { signedInManager } from '../../testing/portal';
import { createUser, login, sessionCall } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const rows = () => ctx.app.db.select().from(userActivity).orderBy(asc(userActivity.id));
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('what people outside the staff do is in the activity log', () => {
  it('a visitor inquiry and a feedback report, named by the visitor, each telling the dashboard', async () => {
    const told: string[] = [];
    ctx.app.events.on('inbox-changed', (event) => told.push(event.type));

    expect((await post('/api/contact', inquiryBody({ firstName: 'Maya', lastName: 'Chen' }))).statusCode).toBe(201);
    expect((await post('/api/feedback', feedbackBody({ customerName: 'Jordan Reyes' }))).statusCode).toBe(201);

    // The dashboard's counts are cached for 15 s outside tests: each new item tells them at once.
    expect(told).toEqual(['inbox-changed', 'inbox-changed']);
    const visitors = (await rows()).filter((row) => row.userId === null);
    expect(visitors).toMatchObject([
      { action: 'create', resource: 'contact_inquiry', details: { by: 'visitor', name: 'Maya Chen' } },
      { action: 'create', resource: 'customer_feedback', details: { by: 'visitor', name: 'Jordan Reyes' } },
    ]);
    // A visitor signed nothing: neither their address nor their browser is kept.
    for (const row of visitors) expect([row.ipAddress, row.userAgent]).toEqual([null, null]);
  });

  it('a portal review, named by the property manager', async () => {
    const { cookie } = await signedInManager(ctx.app);
    const sent = await post('/api/property-manager/reviews', portalReviewBody(), { cookie });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await rows()).filter((row) => row.action !== 'login')).toMatchObject([
      {
        userId: null,
        action: 'create',
        resource: 'client_review',
        resourceId: String(json<{ id: number }>(sent).id),
        details: { by: 'property_manager', name: 'Pat Manager' },
      },
    ]);
  });

  it("a staff member's reply in a live chat, and a visitor's contact left in a chat nobody took", async () => {
    const user = await createUser(ctx.app.db, { role: 'support', firstName: 'Maria' });
    const cookie = await login(ctx.app, user.email);
    const maria = sessionCall(ctx, () => cookie);
    await maria('PUT', '/api/admin/live/availability', { available: true });
    const asked = json<ChatResponse>(
      await post('/api/chat', { messages: [{ role: 'user', content: 'A person please' }] }),
    );
    const { sessionId } = json<ChatResponse>(
      await post('/api/chat', {
        messages: [{ role: 'user', content: "I'd like to talk to a human" }],
        sessionId: asked.sessionId,
      }),
    );
    expect((await maria('POST', `/api/admin/live/${sessionId}/take`, {})).statusCode).toBe(200);
    const reply = await maria('POST', `/api/admin/live/${sessionId}/messages`, { text: 'Hello! Yes, we do.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await maria('POST', `/api/admin/live/${sessionId}/end`, {})).statusCode).toBe(200);

    // The same visitor then leaves their details (the chat has no person any more).
    const left = await post(`/api/chat/${sessionId}/handoff/contact`, {
      userName: 'Dana Whitfield',
      userEmail: 'dana@example.com',
    });
    expect(left.statusCode, left.body).toBe(200);

    const log = (await rows()).filter((row) => row.action !== 'login');
    expect(log.map((row) => [row.action, row.resource, row.userId])).toEqual([
      ['take', 'chat_session', user.id],
      ['reply', 'chat_session', user.id],
      ['end', 'chat_session', user.id],
      ['create', 'contact_inquiry', null],
    ]);
    expect(log[3]?.details).toMatchObject({ by: 'visitor', name: 'Dana Whitfield', from: 'chat' });
  });
});
