import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX, CHAT_SESSION_MESSAGES_MAX, type ChatResponse } from '../../../contracts/chat';
import {
  chatbotTrainingData,
  chatMessages,
  chatSessions,
  mailOutbox,
  offTopicQuestions,
  trainingDataSuggestions,
} from '../../db/schema/index';
import { seedAssistant } from '../../testing/assistant';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
beforeEach(async () => {
  await seedAssistant(ctx.app, ctx.config.site);
});

const chat = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload,
    headers: { 'user-agent': 'vitest-browser', ...headers },
  });
const ask = async (content: string, sessionId: string | null = null) => {
  const response = await chat({ messages: [{ role: 'user', content }], sessionId });
  expect(response.statusCode).toBe(200);
  return json<ChatResponse>(response);
};

describe('POST /api/chat', () => {
  it('opens a session, answers from the training data with its source, and stores both messages', async () => {
    const reply = await ask('How much does a micro market cost?');
    expect(reply).toMatchObject({ success: true, confidence: 'answer' });
    expect(reply.response).toBe(reply.message);
    expect(reply.response).toMatch(/\$0|no cost|nothing/i);
    expect(reply.sources[0]?.title).toBe('How much does a micro market cost?');
    expect(reply.sessionId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const [session] = await ctx.app.db.select().from(chatSessions);
    expect(session).toMatchObject({ sessionId: reply.sessionId, userAgent: 'vitest-browser', emailSent: false });
    expect(session?.ipAddress).toBeTruthy();
    const messages = await ctx.app.db.select().from(chatMessages).orderBy(chatMessages.id);
    expect(messages.map((m) => [m.role, m.confidence])).toEqual([
      ['user', null],
      ['assistant', 'answer'],
    ]);
    expect(messages[1]?.sources).toEqual(reply.sources);
  });

  it('keeps talking in the same session, and replaces an unknown session id with a new one', async () => {
    const first = await ask('Hello');
    const second = await ask('What are your hours?', first.sessionId);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.response).toContain(ctx.config.site.hours);
    const stranger = await ask('Hello', 'no-such-session-0000');
    expect(stranger.sessionId).not.toBe('no-such-session-0000');
    expect(await ctx.app.db.select().from(chatSessions)).toHaveLength(2);
  });

  it("takes the test page's shape: one message with the tester's name and e-mail", async () => {
    const response = await chat({
      message: 'Do you install in hotels?',
      sessionId: null,
      userEmail: 'Tess@Elevate.example',
      userName: 'Tess',
    });
    expect(response.statusCode).toBe(200);
    const [session] = await ctx.app.db.select().from(chatSessions);
    expect(session).toMatchObject({ userEmail: 'tess@elevate.example', userName: 'Tess' });
  });

  it('refuses blank, oversized and malformed messages, storing nothing', async () => {
    for (const payload of [
      { messages: [{ role: 'user', content: '   ' }], sessionId: null },
      { messages: [{ role: 'user', content: 'x'.repeat(2001) }], sessionId: null },
      { messages: [{ role: 'assistant', content: 'I am the bot' }], sessionId: null },
      { messages: [], sessionId: null },
      { message: 42 },
      {},
    ]) {
      expect((await chat(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await ctx.app.db.select().from(chatSessions)).toHaveLength(0);
  });

  it('refuses a conversation longer than the request limit, and a session that is full', async () => {
    const long = Array.from({ length: CHAT_HISTORY_MAX + 1 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `message ${i}`,
    }));
    expect((await chat({ messages: long, sessionId: null })).statusCode).toBe(400);

    const first = await ask('Hello');
    await ctx.app.db.insert(chatMessages).values(
      Array.from({ length: CHAT_SESSION_MESSAGES_MAX - 3 }, (_, i) => ({
        sessionId: first.sessionId,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: `earlier message ${i}`,
      })),
    );
    // 2 + 397 stored: one more question fits nowhere (it stores two messages).
    const full = await chat({ messages: [{ role: 'user', content: 'One more?' }], sessionId: first.sessionId });
    expect(full.statusCode).toBe(409);
    expect(json<{ message: string }>(full).message).toBe('This conversation is full. Please start a new one.');
    const stored = await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.sessionId, first.sessionId));
    expect(stored).toHaveLength(CHAT_SESSION_MESSAGES_MAX - 1);
  });

  it('hands off an off-topic question and counts it apart, not as a training suggestion', async () => {
    const reply = await ask('tell me a joke about penguins');
    expect(reply.confidence).toBe('none');
    expect(reply.sources).toEqual([]);
    expect(reply.response).toContain(ctx.config.site.phone);
    await ask('what is the capital of France', reply.sessionId);
    expect(await ctx.app.db.select().from(trainingDataSuggestions)).toEqual([]);
    const [today] = await ctx.app.db.select().from(offTopicQuestions);
    expect(today?.asked).toBe(2);
  });

  it('answers a message made of words every object knows ("constructor", "__proto__") like any other', async () => {
    const reply = await ask('constructor toString __proto__ hasOwnProperty valueOf');
    expect(reply.response.length).toBeGreaterThan(0);
  });

  it('records an unanswered question about us once, with what nothing covered, and counts close repeats', async () => {
    const first = await ask('Can the market print photos for me?');
    expect(first.confidence).not.toBe('answer');
    await ask('Can the market print my photos for me?', first.sessionId);
    await ask('Could the market print photos for me?', first.sessionId);
    const suggestions = await ctx.app.db.select().from(trainingDataSuggestions);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      source: 'chat',
      status: 'pending',
      askedCount: 3,
      sessionId: first.sessionId,
    });
    expect(suggestions[0]?.uncovered).toMatch(/photo/);
  });

  it('names the page of the site an answer comes from, as a link', async () => {
    const reply = await ask('do you do markets for hotels');
    expect(reply.confidence).toBe('answer');
    expect(reply.sources.some((source) => source.link?.startsWith('/hotels'))).toBe(true);
  });

  it('reads a follow-up against the previous question of the same session', async () => {
    const first = await ask('do you put markets in gyms');
    const followUp = await ask('and there?', first.sessionId);
    const [stored] = await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.id, followUp.messageId));
    expect(stored?.explanation?.followUp).toBe(true);
  });

  it('keeps why it answered for staff, and out of what the visitor reads', async () => {
    const reply = await ask('do you work with hopsitals');
    const [stored] = await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.id, reply.messageId));
    expect(stored?.explanation).toMatchObject({ topic: 'Can you put a market in a hospital or medical facility?' });
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/chat/${reply.sessionId}` });
    expect(visitor.body).not.toContain('explanation');
    expect(JSON.stringify(reply)).not.toContain('explanation');
  });

  it('uses a training entry as soon as it is stored, and stops when it is deactivated', async () => {
    const question = 'Can I pre-order a birthday cake for pickup at the market?';
    expect((await ask(question)).confidence).not.toBe('answer');
    const [entry] = await ctx.app.db
      .insert(chatbotTrainingData)
      .values({
        category: 'faq',
        title: 'Can I pre-order a birthday cake for pickup at the market?',
        content: 'No: the markets sell what is on their shelves; they do not take orders for pickup.',
        tags: ['pre-order'],
      })
      .returning();
    const answered = await ask(question);
    expect(answered.sources[0]?.id).toBe(entry?.id);
    await ctx.app.db
      .update(chatbotTrainingData)
      .set({ isActive: false, updatedAt: new Date() })
      .where(eq(chatbotTrainingData.id, entry!.id));
    expect((await ask(question)).sources.map((s) => s.id)).not.toContain(entry?.id);
  });
});

describe('GET /api/chat/:sessionId', () => {
  it('answers the conversation oldest first, with sources, and 404 for an unknown session', async () => {
    const reply = await ask('How long does installation take?');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/chat/${reply.sessionId}` });
    const body = json<{ success: boolean; messages: { role: string; content: string; sources: unknown }[] }>(response);
    expect(body.success).toBe(true);
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(body.messages[0]?.content).toBe('How long does installation take?');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/unknown-session-id' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/bad%20id' })).statusCode).toBe(400);
  });
});

describe('contact and transcript', () => {
  const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, payload });

  it('mails the whole conversation to the saved contact only, and marks the session', async () => {
    const reply = await ask('How much does a micro market cost?');
    const base = `/api/chat/${reply.sessionId}`;
    expect((await post(`${base}/send-transcript`)).statusCode).toBe(400);
    expect((await post(`${base}/contact`, { userName: 'Ana', userEmail: 'not-an-email' })).statusCode).toBe(400);
    expect(
      (await post(`${base}/contact`, { userName: 'Ana Ruiz', userEmail: 'ana@example.com', userPhone: '555-010-7777' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`${base}/send-transcript`)).statusCode).toBe(200);

    const [mail] = await ctx.app.db.select().from(mailOutbox);
    expect(mail).toMatchObject({ kind: 'chat_transcript', toAddress: 'ana@example.com', resourceId: reply.sessionId });
    expect(mail?.textBody).toContain('How much does a micro market cost?');
    expect(mail?.textBody).toContain(reply.response.replace(/\*\*/g, '').split('\n')[0]);
    const [session] = await ctx.app.db.select().from(chatSessions);
    expect(session).toMatchObject({ userName: 'Ana Ruiz', userPhone: '555-010-7777', emailSent: true });
  });

  it('sends at most three transcripts an hour per session', async () => {
    const reply = await ask('Hello');
    const base = `/api/chat/${reply.sessionId}`;
    await post(`${base}/contact`, { userName: 'Ana', userEmail: 'ana@example.com' });
    for (let i = 0; i < 3; i++) expect((await post(`${base}/send-transcript`)).statusCode).toBe(200);
    expect((await post(`${base}/send-transcript`)).statusCode).toBe(429);
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(3);
  });

  it('404s for a session that does not exist', async () => {
    expect(
      (await post('/api/chat/unknown-session-id/contact', { userName: 'A', userEmail: 'a@example.com' })).statusCode,
    ).toBe(404);
    expect((await post('/api/chat/unknown-session-id/send-transcript')).statusCode).toBe(404);
  });
});

describe('helpful votes', () => {
  it("records the visitor's verdict on an answer of their own session only", async () => {
    const mine = await ask('How much does a micro market cost?');
    const theirs = await ask('Hello');
    const vote = (sessionId: string, messageId: number, helpful: boolean | null) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/chat/${sessionId}/messages/${messageId}/feedback`,
        payload: { helpful },
      });
    expect((await vote(mine.sessionId, mine.messageId, false)).statusCode).toBe(200);
    expect((await vote(theirs.sessionId, mine.messageId, true)).statusCode).toBe(404);
    const [message] = await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.id, mine.messageId));
    expect(message?.helpful).toBe(false);
  });
});

describe('flood protection', () => {
  const limited = setupTestApp({ env: { RATE_LIMITS: 'on' } });

  it('stops one address after 20 messages a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Hello', sessionId: null },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('new conversations per address', () => {
  // An app of its own: the per-minute limit of the test above would answer first.
  const limited = setupTestApp({ env: { RATE_LIMITS: 'on' } });

  it('stops one address from opening more than 30 conversations an hour, and lets the open ones go on', async () => {
    const [open] = await limited.app.db
      .insert(chatSessions)
      .values(Array.from({ length: 30 }, (_, i) => ({ sessionId: `flood-session-${i}`, ipAddress: '127.0.0.1' })))
      .returning();
    const fresh = await limited.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Hello', sessionId: null },
    });
    expect(fresh.statusCode).toBe(429);
    expect(json<{ message: string }>(fresh).message).toMatch(/Too many new conversations/);
    const going = await limited.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Hello', sessionId: open!.sessionId },
    });
    expect(going.statusCode).toBe(200);
    expect(await limited.app.db.select().from(chatSessions)).toHaveLength(30);
  });
});
