import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../../contracts/chat';
import type { App } from '../../../app';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { setupSecondInstance } from '../../../testing/instances';
import { createUser, login } from '../../../testing/staff';
import { json, setupTestApp } from '../../../testing/test-app';

// A send whose answer was lost (the network, an instance stopping) is sent again with the same clientMessageId by
// the product's clients: it is answered with what was stored the first time and never stored twice, whichever
// instance it reaches and however it races the first.
const ctx = setupTestApp();
/** A second instance on the same database, with its own connections. */
const other = setupSecondInstance(ctx);

const HUMAN = "I'd like to talk to a human";

const chat = (payload: object, app: App = ctx.app) => app.inject({ method: 'POST', url: '/api/chat', payload });
async function say(text: string, sessionId: string | null, clientMessageId?: string, app: App = ctx.app) {
  const response = await chat({ messages: [{ role: 'user', content: text }], sessionId, clientMessageId }, app);
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response);
}

const messagesOf = async (sessionId: string) =>
  ctx.app.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);

/** A chat that Maria (support) has taken, and her way of writing in it on either instance. */
async function takenByMaria() {
  const user = await createUser(ctx.app.db, { role: 'support', firstName: 'Maria' });
  const cookie = await login(ctx.app, user.email);
  const call = (method: 'POST' | 'PUT', url: string, payload: object, app: App = ctx.app) =>
    app.inject({ method, url, headers: { cookie }, payload });
  await call('PUT', '/api/admin/live/availability', { available: true });
  const { sessionId } = await say(HUMAN, null);
  expect((await call('POST', `/api/admin/live/${sessionId}/take`, {})).statusCode).toBe(200);
  const write = (payload: object, app?: App) => call('POST', `/api/admin/live/${sessionId}/messages`, payload, app);
  return { sessionId, write };
}

describe('a message sent again with the same clientMessageId', () => {
  it("answers a staff member's resend with the stored message and stores it once", async () => {
    const { sessionId, write } = await takenByMaria();
    const clientMessageId = randomUUID();
    const first = await write({ text: 'Hello, how can I help?', clientMessageId });
    const again = await write({ text: 'Hello, how can I help?', clientMessageId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(json(again)).toEqual(json(first));
    const staff = (await messagesOf(sessionId)).filter((row) => row.role === 'staff');
    expect(staff.map((row) => [row.content, row.clientMessageId])).toEqual([
      ['Hello, how can I help?', clientMessageId],
    ]);

    // Another id is another message; no id at all (an old client) is stored as sent, every time.
    await write({ text: 'Hello, how can I help?', clientMessageId: randomUUID() });
    await write({ text: 'No id' });
    await write({ text: 'No id' });
    expect((await messagesOf(sessionId)).filter((row) => row.role === 'staff')).toHaveLength(4);
  });

  it('stores concurrent resends once, and answers each with the same message', async () => {
    const { sessionId, write } = await takenByMaria();
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        write({ text: 'Sent at once', clientMessageId }, n % 2 ? other.app : ctx.app),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => json<{ messageId: number }>(answer).messageId)).size).toBe(1);
    expect((await messagesOf(sessionId)).filter((row) => row.content === 'Sent at once')).toHaveLength(1);

    // The visitor's, racing the same way.
    const visitorId = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        chat(
          { messages: [{ role: 'user', content: 'Me too, at once' }], sessionId, clientMessageId: visitorId },
          n % 2 ? other.app : ctx.app,
        ),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => json<ChatResponse>(reply).messageId)).size).toBe(1);
    expect((await messagesOf(sessionId)).filter((row) => row.content === 'Me too, at once')).toHaveLength(1);
  });

  it("answers the visitor's resend to the assistant with the same reply, computed and stored once", async () => {
    const opened = await say('What are your hours?', null);
    const { sessionId } = opened;
    const clientMessageId = randomUUID();
    const first = await say('How much does a micro market cost?', sessionId, clientMessageId);
    const before = await messagesOf(sessionId);
    const again = await say('How much does a micro market cost?', sessionId, clientMessageId);
    expect(again).toEqual(first);
    expect(await messagesOf(sessionId)).toEqual(before);
    expect(before.filter((row) => row.content === 'How much does a micro market cost?')).toHaveLength(1);

    // On the other instance too.
    expect(await say('How much does a micro market cost?', sessionId, clientMessageId, other.app)).toEqual(first);
    expect(await messagesOf(sessionId)).toEqual(before);
  });

  it('finds the conversation a first message started when it is sent again without the session it never learnt', async () => {
    const clientMessageId = randomUUID();
    const first = await say('What are your hours?', null, clientMessageId);
    const again = await say('What are your hours?', null, clientMessageId, other.app);
    expect(again).toEqual(first);
    expect(await messagesOf(first.sessionId)).toHaveLength(2);
    expect(await ctx.app.db.select().from(chatSessions)).toHaveLength(1);
    // From another address it is someone else's first message: a conversation of its own.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'What are your hours?' }], sessionId: null, clientMessageId },
      remoteAddress: '203.0.113.9',
    });
    expect(json<ChatResponse>(elsewhere).sessionId).not.toBe(first.sessionId);
  });

  it('answers a resent request for a person with its notice, and starts no second hand-off', async () => {
    const { sessionId } = await say('What are your hours?', null);
    const clientMessageId = randomUUID();
    const first = await say(HUMAN, sessionId, clientMessageId);
    expect(first).toMatchObject({ confidence: 'intent', handoff: { status: 'unstaffed' } });
    const before = await messagesOf(sessionId);
    for (const app of [ctx.app, other.app]) {
      const again = await say(HUMAN, sessionId, clientMessageId, app);
      expect(again).toEqual(first);
    }
    expect(await messagesOf(sessionId)).toEqual(before);
  });

  it('answers a resent message to a person as the first time, on either instance', async () => {
    const { sessionId, write } = await takenByMaria();
    const clientMessageId = randomUUID();
    const first = await say('Can you install next week?', sessionId, clientMessageId);
    expect(first).toMatchObject({ confidence: 'person', response: '' });
    await write({ text: 'Yes, we can.' });
    for (const app of [ctx.app, other.app])
      expect(await say('Can you install next week?', sessionId, clientMessageId, app)).toMatchObject({
        confidence: 'person',
        messageId: first.messageId,
      });
    expect((await messagesOf(sessionId)).filter((row) => row.content === 'Can you install next week?')).toHaveLength(1);
  });

  it("refuses a malformed clientMessageId with a 400 naming the field, and another sender's id with a 409", async () => {
    const { sessionId, write } = await takenByMaria();
    const badStaff = await write({ text: 'Hi', clientMessageId: 'not-a-uuid' });
    expect(badStaff.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(badStaff).fieldErrors).toHaveProperty('clientMessageId');
    const badVisitor = await chat({
      messages: [{ role: 'user', content: 'Hi' }],
      sessionId,
      clientMessageId: '12345678-1234-1234-1234-1234567890', // one digit short
    });
    expect(badVisitor.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(badVisitor).fieldErrors).toHaveProperty('clientMessageId');

    const used = randomUUID();
    expect((await write({ text: 'Mine', clientMessageId: used })).statusCode).toBe(201);
    const visitorReuse = await chat({ messages: [{ role: 'user', content: 'Hi' }], sessionId, clientMessageId: used });
    expect(visitorReuse.statusCode).toBe(409);
  });
});
