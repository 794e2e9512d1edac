import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '../../../../contracts/chat';
import type { ErrorResponse } from '../../../../contracts/fields';
import type { VisitorContext } from '../../../../contracts/visitor-context';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { storedRow } from '../../../testing/stored-row';
import { json, setupStaffTestApp } from '../../../testing/test-app';

const { ctx, call } = setupStaffTestApp('support');

/** A visitor's message from a page of the site, in the widget's shape. */
async function say(text: string, place: { page?: string; referrer?: string } = {}, sessionId: string | null = null) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content: text }], sessionId, ...place },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response).sessionId;
}

const contextOf = async (sessionId: string) => {
  const response = await call('GET', `/api/admin/live/${sessionId}/context`);
  expect(response.statusCode, response.body).toBe(200);
  return json<VisitorContext>(response);
};

/** A conversation of another day, stored as it would have been. */
async function earlierChat(
  email: string,
  daysAgo: number,
  options: { question?: string; handoff?: 'ended' | 'missed' } = {},
) {
  const sessionId = `earlier-${email.replace(/\W/g, '')}-${daysAgo}`;
  const startedAt = new Date(Date.now() - daysAgo * 86_400_000);
  await ctx.app.db.insert(chatSessions).values({
    sessionId,
    userEmail: email,
    startedAt,
    lastActiveAt: new Date(startedAt.getTime() + 600_000),
    handoff: options.handoff ?? null,
  });
  if (options.question) {
    await ctx.app.db.insert(chatMessages).values([
      { sessionId, role: 'user', content: options.question, timestamp: startedAt },
      { sessionId, role: 'assistant', content: 'An answer', timestamp: startedAt },
      { sessionId, role: 'user', content: 'A later question', timestamp: new Date(startedAt.getTime() + 60_000) },
    ]);
  }
  return sessionId;
}

describe('the page and referrer a chat message carries', () => {
  it('keeps the path without its query or hash, and only the origin and path of the referrer', async () => {
    const sessionId = await say('Hello', {
      page: '/hotels?utm_source=mail#benefits',
      referrer: 'https://www.google.com/search?q=micro+markets&token=secret#top',
    });
    const session = await storedRow(ctx.app.db, chatSessions);
    expect(session).toMatchObject({ sessionId, pagePath: '/hotels', referrer: 'https://www.google.com/search' });
  });

  it('follows the visitor to the page of their latest message, and never changes the referrer', async () => {
    const sessionId = await say('Hello', { page: '/hotels', referrer: 'https://news.example/story' });
    await say('And for offices?', { page: '/corporate-offices', referrer: 'https://other.example/' }, sessionId);
    expect(await storedRow(ctx.app.db, chatSessions)).toMatchObject({
      pagePath: '/corporate-offices',
      referrer: 'https://news.example/story',
    });
    // A message that does not say where it comes from leaves the page as it was.
    await say('Thanks', {}, sessionId);
    expect((await storedRow(ctx.app.db, chatSessions))?.pagePath).toBe('/corporate-offices');
  });

  it('keeps a referrer of this site as its path', async () => {
    await say('Hello', { page: '/about', referrer: `${new URL(ctx.config.site.siteUrl).origin}/hotels?x=1` });
    expect((await storedRow(ctx.app.db, chatSessions))?.referrer).toBe('/hotels');
  });

  it('stores nothing for a chat that says neither', async () => {
    await say('Hello');
    expect(await storedRow(ctx.app.db, chatSessions)).toMatchObject({ pagePath: null, referrer: null });
  });

  it.each([
    ['page', 'https://evil.example/hotels'],
    ['page', '//evil.example/hotels'],
    ['page', '/\\evil.example'],
    ['page', 'hotels'],
    ['page', '/a b'],
    ['page', `/${'a'.repeat(200)}`],
    ['page', 42],
    ['referrer', '/hotels'],
    ['referrer', 'javascript:alert(1)'],
    ['referrer', 'ftp://files.example/'],
    ['referrer', `https://example.com/${'a'.repeat(500)}`],
    ['referrer', 'not a url'],
  ])('refuses a bad %s (%s) with 400 naming it, storing nothing', async (field, value) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'Hello' }], sessionId: null, [field]: value },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(json<ErrorResponse>(response).fieldErrors ?? {})).toEqual([field]);
    expect(await storedRow(ctx.app.db, chatSessions)).toBeUndefined();
  });
});

describe('GET /api/admin/live/:sessionId/context', () => {
  it("answers the visitor's details, the page with its name, its market and where they came from", async () => {
    const sessionId = await say('Do you install in hotels?', {
      page: '/hotels',
      referrer: 'https://www.google.com/search?q=hotel+pantry',
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/contact`,
      payload: { userName: 'Nora Quinn', userEmail: 'Nora@Harbor.example', userPhone: '(555) 010-7788' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const session = await storedRow(ctx.app.db, chatSessions);
    expect(await contextOf(sessionId)).toEqual({
      sessionId,
      name: 'Nora Quinn',
      email: 'nora@harbor.example',
      phone: '(555) 010-7788',
      startedAt: session?.startedAt.toISOString(),
      lastActiveAt: session?.lastActiveAt.toISOString(),
      page: { path: '/hotels', title: 'Hotels' },
      referrer: 'https://www.google.com/search',
      market: { path: '/hotels', name: 'Hotels' },
      earlier: [],
    });
  });

  it('names a page that is not a market, and leaves a path the site does not know unnamed', async () => {
    const about = await say('Who are you?', { page: '/about/' });
    expect(await contextOf(about)).toMatchObject({ page: { path: '/about/', title: 'About Us' }, market: null });
    const unknown = await say('Hello', { page: '/no-such-page' });
    expect(await contextOf(unknown)).toMatchObject({ page: { path: '/no-such-page', title: null }, market: null });
    const condos = await say('Hello', { page: '/luxury-condos' });
    expect((await contextOf(condos)).market).toEqual({ path: '/luxury-condos', name: 'Luxury Condominiums' });
    const nowhere = await say('Hello');
    expect(await contextOf(nowhere)).toMatchObject({ page: null, market: null, referrer: null, earlier: [] });
  });

  it("lists the visitor's other chats by e-mail, whatever its case: newest first, at most 5, with the first question", async () => {
    const long = `Do you stock gluten-free snacks? ${'And more. '.repeat(30)}`;
    const newest = await earlierChat('NORA@harbor.example', 1, { question: long, handoff: 'ended' });
    const older = await earlierChat('nora@harbor.example', 2, { question: 'What does it cost?' });
    for (const days of [3, 4, 5, 6]) await earlierChat('nora@harbor.example', days);
    await earlierChat('someone.else@harbor.example', 1, { question: 'Not hers' });
    const sessionId = await say('Hello again', { page: '/hotels' });
    await ctx.app.db
      .update(chatSessions)
      .set({ userEmail: 'nora@harbor.example' })
      .where(eq(chatSessions.sessionId, sessionId));

    const { earlier } = await contextOf(sessionId);
    expect(earlier.map((chat) => chat.sessionId)).toEqual([
      newest,
      older,
      'earlier-noraharborexample-3',
      'earlier-noraharborexample-4',
      'earlier-noraharborexample-5',
    ]);
    expect(earlier[0]).toMatchObject({ status: 'ended' });
    expect(earlier[0]?.firstQuestion).toHaveLength(160);
    expect(earlier[0]?.firstQuestion).toMatch(/^Do you stock gluten-free snacks\? .*…$/);
    expect(earlier[1]).toMatchObject({ status: null, firstQuestion: 'What does it cost?' });
    expect(earlier[2]).toMatchObject({ firstQuestion: null });
    expect(Date.parse(earlier[0]?.startedAt ?? '')).toBeGreaterThan(Date.parse(earlier[1]?.startedAt ?? ''));
  });

  it('answers 404 for an unknown chat and 400 for a malformed id', async () => {
    const missing = await call('GET', '/api/admin/live/no-such-session-0000/context');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorResponse>(missing).message).toBe('Chat session not found');
    const malformed = await call('GET', '/api/admin/live/bad!id/context');
    expect(malformed.statusCode).toBe(400);
  });
});
