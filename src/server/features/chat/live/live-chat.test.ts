import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '../../../../contracts/chat';
import type { LiveQueue } from '../../../../contracts/live-chat';
import {
  chatMessages,
  chatSessions,
  contactInquiries,
  mailOutbox,
  staffPresence,
  userActivity,
  userSessions,
} from '../../../db/schema/index';
import { openEventSource } from '../../../testing/event-stream-client';
import { createUser, login, sessionCall } from '../../../testing/staff';
import { storedRow } from '../../../testing/stored-row';
import { json, setupTestApp } from '../../../testing/test-app';
import { expireWaiting, returnAbandonedChats } from './handoff';
import { staffSessionLive } from './presence';

const ctx = setupTestApp();
let base = '';
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  // The app (and its streams) close in setupTestApp's own afterAll.
});

const HUMAN = "I'd like to talk to a human";

async function say(text: string, sessionId: string | null = null) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content: text }], sessionId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response);
}

async function staffMember(firstName: string, role: 'admin' | 'manager' | 'support' = 'support') {
  const user = await createUser(ctx.app.db, { role, firstName });
  const cookie = await login(ctx.app, user.email);
  return { user, cookie, call: sessionCall(ctx, () => cookie) };
}

async function available(firstName: string) {
  const member = await staffMember(firstName);
  const response = await member.call('PUT', '/api/admin/live/availability', { available: true });
  expect(response.statusCode, response.body).toBe(200);
  return member;
}

const messagesOf = async (sessionId: string) =>
  ctx.app.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(chatMessages.id);

describe('asking for a person when nobody is available', () => {
  it('offers to leave a name and e-mail; the chat becomes an inquiry and only staff are e-mailed', async () => {
    const first = await say('How much does it cost?');
    const asked = await say(HUMAN, first.sessionId);
    expect(asked.handoff).toMatchObject({ status: 'unstaffed', staffAvailable: false });
    expect(asked.response).toMatch(/Leave your name and e-mail/);

    const invalid = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${first.sessionId}/handoff/contact`,
      payload: { userName: 'Dana Whitfield', userEmail: 'not an address' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/userEmail|Email/);
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(0);

    const kept = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${first.sessionId}/handoff/contact`,
      payload: { userName: 'Dana Whitfield', userEmail: 'dana@example.com', userPhone: '555-010-2030' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const inquiry = await storedRow(ctx.app.db, contactInquiries);
    expect(inquiry).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: '555-010-2030',
      chatSessionId: first.sessionId,
    });
    expect(inquiry?.message).toContain('How much does it cost?');
    expect(inquiry?.message).toContain(HUMAN);
    const mail = await ctx.app.db.select().from(mailOutbox);
    expect(mail.map((row) => [row.kind, row.toAddress])).toEqual([
      ['inquiry_notification', ctx.app.mail.mailer.notifyAddress],
    ]);
    expect(mail[0]?.replyTo).toBe('dana@example.com');

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${first.sessionId}/handoff/contact`,
      payload: { userName: 'Dana Whitfield', userEmail: 'dana@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(1);
  });

  it('takes no details in a chat that never asked for a person', async () => {
    const { sessionId } = await say('How much does it cost?');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/handoff/contact`,
      payload: { userName: 'Dana Whitfield', userEmail: 'dana@example.com' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/Ask for a person first/) });
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(0);
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('does not count a staff member whose back office has been closed for minutes, nor one who signed out', async () => {
    const maria = await available('Maria');
    await ctx.app.db.update(staffPresence).set({ seenAt: new Date(Date.now() - 4 * 60_000) });
    expect((await say(HUMAN)).handoff?.status).toBe('unstaffed');

    await maria.call('PUT', '/api/admin/live/availability', { available: true });
    expect((await say(HUMAN)).handoff?.status).toBe('waiting');
    await maria.call('POST', '/api/admin/logout');
    expect(await ctx.app.db.select().from(staffPresence)).toHaveLength(0);
    expect((await say(HUMAN)).handoff?.status).toBe('unstaffed');
  });
});

describe('a live conversation', () => {
  it('waits for staff, is taken by one, and carries messages, typing and read marks both ways', async () => {
    const maria = await available('Maria');
    const jon = await staffMember('Jon');
    const opened = await say('Do you install in hotels?');
    const sessionId = opened.sessionId;
    const asked = await say('can I talk to someone?', sessionId);
    expect(asked.handoff).toMatchObject({ status: 'waiting' });
    expect(asked.response).toMatch(/fetching a person/);

    const queue = await openEventSource(`${base}/api/admin/live/queue`, { cookie: maria.cookie });
    const snapshot = await queue.next<LiveQueue>('queue');
    expect(snapshot.available).toBe(true);
    expect(snapshot.waiting).toEqual([
      expect.objectContaining({ sessionId, status: 'waiting', preview: 'can I talk to someone?' }),
    ]);

    // The visitor keeps typing while waiting: stored, no assistant reply.
    const waitingLine = await say('I manage a 200-room hotel', sessionId);
    expect(waitingLine).toMatchObject({ confidence: 'person', response: '' });

    const visitor = await openEventSource(`${base}/api/chat/${sessionId}/live`);
    const history = [
      await visitor.next<ChatMessage>('message'),
      await visitor.next<ChatMessage>('message'),
      await visitor.next<ChatMessage>('message'),
      await visitor.next<ChatMessage>('message'),
      await visitor.next<ChatMessage>('message'),
    ];
    expect(history.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);

    expect((await maria.call('POST', `/api/admin/live/${sessionId}/take`, {})).statusCode).toBe(200);
    const late = await jon.call('POST', `/api/admin/live/${sessionId}/take`, {});
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('Maria has already taken this chat.');
    await queue.next<LiveQueue>('queue', (q) => q.live.some((item) => item.agentName === 'Maria'));
    expect(await visitor.next<ChatMessage>('message')).toMatchObject({
      content: 'Maria from our team has joined the chat.',
    });
    await visitor.next(
      'state',
      (state: { handoff: { status: string; agentName: string } }) => state.handoff.agentName === 'Maria',
    );

    const staffSide = await openEventSource(`${base}/api/admin/live/${sessionId}`, { cookie: maria.cookie });
    await staffSide.next('state');

    // Staff writes: the visitor sees it with the first name; only Maria may write.
    expect((await jon.call('POST', `/api/admin/live/${sessionId}/messages`, { text: 'Hi!' })).statusCode).toBe(403);
    await maria.call('POST', `/api/admin/live/${sessionId}/typing`, {});
    expect(await visitor.next('typing')).toEqual({ by: 'staff', name: 'Maria' });
    const sent = await maria.call('POST', `/api/admin/live/${sessionId}/messages`, { text: 'Hello! Yes, we do.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const received = await visitor.next<ChatMessage>('message', (m) => m.role === 'staff');
    expect(received).toMatchObject({ role: 'staff', content: 'Hello! Yes, we do.', authorName: 'Maria' });

    // The visitor writes: staff sees it, the assistant stays silent; the visitor's read mark reaches staff.
    await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/typing`, payload: {} });
    expect(await staffSide.next('typing')).toEqual({ by: 'visitor', name: null });
    expect(await say('<b>Great</b>, how soon?', sessionId)).toMatchObject({ confidence: 'person', response: '' });
    expect(await staffSide.next<ChatMessage>('message', (m) => m.content.includes('how soon'))).toMatchObject({
      role: 'user',
      content: '<b>Great</b>, how soon?',
    });
    await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/read`, payload: { upTo: received.id } });
    await staffSide.next('state', (state: { visitorReadId: number }) => state.visitorReadId === received.id);

    // Maria ends it: the assistant answers again.
    await maria.call('POST', `/api/admin/live/${sessionId}/end`, {});
    await visitor.next('state', (state: { handoff: { status: string } }) => state.handoff.status === 'ended');
    expect((await say('How much does it cost?', sessionId)).confidence).not.toBe('person');

    // The e-mailed transcript holds the person's part, signed with the first name.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/contact`,
      payload: { userName: 'Lee Park', userEmail: 'lee@example.com' },
    });
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/send-transcript`, payload: {} })).statusCode,
    ).toBe(200);
    const [transcript] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'chat_transcript'));
    expect(transcript?.textBody).toMatch(/Maria from Elevate \([^)]*\):\nHello! Yes, we do\./);

    const stored = await messagesOf(sessionId);
    expect(stored.filter((row) => row.role === 'staff').map((row) => [row.authorName, row.authorId])).toEqual([
      ['Maria', maria.user.id],
    ]);
    for (const stream of [queue, visitor, staffSide]) stream.close();
  });

  it("shows each chat in the queue with its own visitor's latest line and its own unread count", async () => {
    const maria = await available('Maria');
    const first = (await say(HUMAN)).sessionId;
    const second = (await say('can I speak to a person')).sessionId;
    await maria.call('POST', `/api/admin/live/${first}/take`, {});
    await say('First visitor, one', first);
    await say('First visitor, two', first);
    await say('Second visitor here', second);
    const queue = json<LiveQueue>(await maria.call('GET', '/api/admin/live/queue'));
    expect(queue.live).toEqual([
      expect.objectContaining({ sessionId: first, preview: 'First visitor, two', unread: 3 }),
    ]);
    expect(queue.waiting).toEqual([
      expect.objectContaining({ sessionId: second, preview: 'Second visitor here', unread: 2 }),
    ]);
  });

  it('resumes a dropped stream from the last message it received, losing and doubling nothing', async () => {
    const maria = await available('Maria');
    const { sessionId } = await say(HUMAN);
    await maria.call('POST', `/api/admin/live/${sessionId}/take`, {});
    const first = await openEventSource(`${base}/api/chat/${sessionId}/live`);
    for (const text of ['one', 'two']) await maria.call('POST', `/api/admin/live/${sessionId}/messages`, { text });
    await first.next<ChatMessage>('message', (m) => m.content === 'two');
    const lastSeen = first
      .all()
      .filter((event) => event.event === 'message')
      .at(-1)?.id;
    first.close();

    for (const text of ['three', 'four', 'five'])
      await maria.call('POST', `/api/admin/live/${sessionId}/messages`, { text });
    const resumed = await openEventSource(`${base}/api/chat/${sessionId}/live`, { 'last-event-id': String(lastSeen) });
    await resumed.next<ChatMessage>('message', (m) => m.content === 'five');
    await maria.call('POST', `/api/admin/live/${sessionId}/messages`, { text: 'six' });
    await resumed.next<ChatMessage>('message', (m) => m.content === 'six');
    const contents = (events: { event: string; data: unknown }[]) =>
      events.filter((event) => event.event === 'message').map((event) => (event.data as ChatMessage).content);
    const seen = [...contents(first.all()), ...contents(resumed.all())];
    const stored = (await messagesOf(sessionId)).map((row) => row.content);
    expect(seen).toEqual(stored);
    resumed.close();
  });

  it('goes back to waiting when the person who had it signs out, so that someone else can take it', async () => {
    const maria = await available('Maria');
    const jon = await staffMember('Jon');
    const { sessionId } = await say(HUMAN);
    await maria.call('POST', `/api/admin/live/${sessionId}/take`, {});
    expect(await returnAbandonedChats(ctx.app.liveChat)).toEqual([]);
    const [mariaSession] = await ctx.app.db.select().from(userSessions).where(eq(userSessions.userId, maria.user.id));
    expect(await staffSessionLive(ctx.app.db, mariaSession?.id ?? 0)).toBe(true);
    await maria.call('POST', '/api/admin/logout');
    // Her open streams end at their next check: the session no longer opens the back office.
    expect(await staffSessionLive(ctx.app.db, mariaSession?.id ?? 0)).toBe(false);
    expect(await returnAbandonedChats(ctx.app.liveChat)).toEqual([sessionId]);
    const [session] = await ctx.app.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
    expect(session).toMatchObject({ handoff: 'waiting', agentId: null, agentName: null });
    expect((await messagesOf(sessionId)).at(-1)?.content).toMatch(/had to leave/);
    expect((await jon.call('POST', `/api/admin/live/${sessionId}/take`, {})).statusCode).toBe(200);
  });

  it('becomes missed when nobody takes it within two minutes, with the offer to leave details', async () => {
    await available('Maria');
    const { sessionId } = await say(HUMAN);
    expect(await expireWaiting(ctx.app.liveChat)).toEqual([]);
    expect(await expireWaiting(ctx.app.liveChat, new Date(Date.now() + 2 * 60_000 + 1_000))).toEqual([sessionId]);
    const [session] = await ctx.app.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
    expect(session?.handoff).toBe('missed');
    expect((await messagesOf(sessionId)).at(-1)?.content).toMatch(/nobody from our team could take the chat/);
  });

  it('offers a person under an answer the assistant could not give, and the visitor can end the chat', async () => {
    await available('Maria');
    const unsure = await say('What is the capital of Mongolia?');
    expect(unsure.confidence).toBe('none');
    expect(unsure.handoff).toMatchObject({ status: null, staffAvailable: true });
    const { sessionId } = unsure;
    const asked = await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/handoff`, payload: {} });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json<{ handoff: { status: string } }>(asked).handoff.status).toBe('waiting');
    expect((await messagesOf(sessionId)).at(-1)?.content).toMatch(/fetching a person/);
    const count = (await messagesOf(sessionId)).length;
    const twice = await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/handoff`, payload: {} });
    expect(json<{ handoff: { status: string } }>(twice).handoff.status).toBe('waiting');
    expect(await messagesOf(sessionId)).toHaveLength(count);

    const ended = await ctx.app.inject({ method: 'POST', url: `/api/chat/${sessionId}/end`, payload: {} });
    expect(ended.statusCode).toBe(200);
    const history = json<{ handoff: { status: string } }>(
      await ctx.app.inject({ method: 'GET', url: `/api/chat/${sessionId}` }),
    );
    expect(history.handoff.status).toBe('ended');
    expect((await say('What are your hours?', sessionId)).confidence).toBe('intent');
  });

  it('holds a visitor to 20 messages a minute to a person, and refuses the 21st without storing it', async () => {
    await available('Maria');
    const { sessionId } = await say(HUMAN);
    for (let n = 0; n < 19; n++) await say(`message ${n}`, sessionId);
    const before = (await messagesOf(sessionId)).length;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'one too many' }], sessionId },
    });
    expect(refused.statusCode).toBe(429);
    expect(await messagesOf(sessionId)).toHaveLength(before);
  });

  it('keeps staff routes to staff and a conversation to its session id', async () => {
    const { sessionId } = await say(HUMAN);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/admin/live/${sessionId}/take`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/chat/no-such-session-000/live' });
    expect(unknown.statusCode).toBe(404);
    // A chat that never asked for a person opens no stream.
    const assistantOnly = (await say('What are your hours?')).sessionId;
    const refusedStream = await fetch(`${base}/api/chat/${assistantOnly}/live`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refusedStream.status).toBe(409);
    const tooLong = await (await available('Maria')).call('POST', `/api/admin/live/${sessionId}/messages`, {
      text: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('text');
  });
});

describe('ending a chat', () => {
  const sessionOf = async (sessionId: string) =>
    (await ctx.app.db.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)))[0];
  const endCalls = async (sessionId: string) =>
    (await ctx.app.db.select().from(userActivity).where(eq(userActivity.resourceId, sessionId))).filter(
      (row) => row.action === 'end',
    );

  /** A chat that `agent` has taken. */
  async function takenBy(agent: Awaited<ReturnType<typeof staffMember>>) {
    await agent.call('PUT', '/api/admin/live/availability', { available: true });
    const { sessionId } = await say(HUMAN);
    expect((await agent.call('POST', `/api/admin/live/${sessionId}/take`, {})).statusCode).toBe(200);
    return sessionId;
  }

  it('refuses anyone but the person who has it, naming them, and keeps the chat live', async () => {
    const ana = await staffMember('Ana', 'manager');
    const sam = await staffMember('Sam', 'support');
    const sessionId = await takenBy(ana);
    const before = (await messagesOf(sessionId)).length;

    const bySupport = await sam.call('POST', `/api/admin/live/${sessionId}/end`, {});
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.body).toContain('Ana has this chat');
    const supportAsManager = await sam.call('POST', `/api/admin/live/${sessionId}/end`, { asManager: true });
    expect(supportAsManager.statusCode).toBe(403);
    expect(supportAsManager.body).toContain('Only a manager or an admin');
    expect(await sessionOf(sessionId)).toMatchObject({ handoff: 'live', agentName: 'Ana' });
    expect(await messagesOf(sessionId)).toHaveLength(before);
    expect(await endCalls(sessionId)).toEqual([]);
  });

  it("lets a manager end another person's chat only as manager, and tells the visitor who did", async () => {
    const maria = await staffMember('Maria', 'support');
    const ana = await staffMember('Ana', 'manager');
    const sessionId = await takenBy(maria);

    const plain = await ana.call('POST', `/api/admin/live/${sessionId}/end`, {});
    expect(plain.statusCode).toBe(403);
    expect(plain.body).toContain('Maria has this chat');
    expect((await sessionOf(sessionId))?.handoff).toBe('live');

    const asManager = await ana.call('POST', `/api/admin/live/${sessionId}/end`, { asManager: true });
    expect(asManager.statusCode, asManager.body).toBe(200);
    expect((await sessionOf(sessionId))?.handoff).toBe('ended');
    const notice = (await messagesOf(sessionId)).at(-1)?.content ?? '';
    expect(notice).toMatch(/^Ana, a manager on our team, has ended the chat\./);
    expect(notice).not.toContain('Maria');
    expect(await endCalls(sessionId)).toEqual([
      expect.objectContaining({
        userId: ana.user.id,
        details: { asManager: true, agentId: maria.user.id, agentName: 'Maria' },
      }),
    ]);
  });

  it('lets a manager end a waiting chat only as manager', async () => {
    await available('Maria');
    const ana = await staffMember('Ana', 'admin');
    const { sessionId } = await say(HUMAN);
    const plain = await ana.call('POST', `/api/admin/live/${sessionId}/end`, {});
    expect(plain.statusCode).toBe(403);
    expect(plain.body).toContain('Nobody has taken this chat yet');
    expect((await sessionOf(sessionId))?.handoff).toBe('waiting');
    expect((await ana.call('POST', `/api/admin/live/${sessionId}/end`, { asManager: true })).statusCode).toBe(200);
    expect((await messagesOf(sessionId)).at(-1)?.content).toMatch(/^Ana, a manager on our team, has ended/);
  });

  it('lets the person who has it end it, in their own name', async () => {
    const sam = await staffMember('Sam', 'support');
    const sessionId = await takenBy(sam);
    const ended = await sam.call('POST', `/api/admin/live/${sessionId}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await sessionOf(sessionId))?.handoff).toBe('ended');
    expect((await messagesOf(sessionId)).at(-1)?.content).toMatch(/^Sam has ended the chat\./);
    expect(await endCalls(sessionId)).toEqual([
      expect.objectContaining({
        userId: sam.user.id,
        details: { asManager: false, agentId: sam.user.id, agentName: 'Sam' },
      }),
    ]);
  });
});
