import { and, eq, gt } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AssistantReport, AssistantWeek } from '../../../../contracts/assistant-report';
import { addIsoWeeks, isoWeekOf, mondayOfIsoWeek } from '../../../../contracts/iso-week';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { loginAs } from '../../../testing/staff';
import { json, setupStaffTestApp } from '../../../testing/test-app';
import { openSession, rateMessage, requestPerson, storeExchange, visitorSays } from '../../chat';
import type { EngineReply, ModelExplanation, ReplySource } from '../engine/reply';
import { assistantReport } from './report';
import { currentIsoWeek, startOfDay, weeksEndingWith } from './report-weeks';

const { ctx, call } = setupStaffTestApp('admin');

type Outcome = 'entry' | 'passage' | 'none' | 'hedged' | 'fixed';
const ENTRY: ReplySource = { id: 7, title: 'How much does a micro market cost?', link: null };
const PASSAGE: ReplySource = { id: null, title: 'Hotels: benefits', link: '/hotels#benefits' };

/** A reply as the engine makes it, of the kind wanted. */
const replyOf = (outcome: Outcome, model: ModelExplanation | null = null): EngineReply => ({
  text: `A reply (${outcome})`,
  confidence: outcome === 'entry' || outcome === 'passage' ? 'answer' : outcome === 'fixed' ? 'intent' : outcome,
  sources: outcome === 'entry' ? [ENTRY] : outcome === 'passage' ? [PASSAGE] : [],
  candidates: [],
  explanation: { topic: null, reason: 'test', words: [], sources: [], runnerUp: null, followUp: false, model },
  offTopic: false,
  uncovered: [],
  problem: false,
});

// Everything a test stores is written now, then moved to the moment the test means: rows newer than this.
let writtenSince = new Date();
beforeEach(() => {
  writtenSince = new Date(Date.now() - 60_000);
});

/** Moves what was just written to a session (its messages, its hand-off) to `at`, keeping a message and its reply together. */
async function movedTo(sessionId: string, at: string) {
  const when = new Date(at);
  await ctx.app.db
    .update(chatMessages)
    .set({ timestamp: when })
    .where(and(eq(chatMessages.sessionId, sessionId), gt(chatMessages.timestamp, writtenSince)));
  await ctx.app.db
    .update(chatSessions)
    .set({ handoffAt: when })
    .where(and(eq(chatSessions.sessionId, sessionId), gt(chatSessions.handoffAt, writtenSince)));
}

/** A visitor's conversation through the chat's own services, each turn at its moment. */
async function conversation() {
  const session = await openSession(ctx.app.db, null, { ipAddress: '203.0.113.9', userAgent: null }, {}, undefined);
  const { sessionId } = session;
  return {
    sessionId,
    /** The visitor asks; the assistant replies as told; the visitor may vote on the reply. */
    async asks(at: string, text: string, outcome: Outcome, vote?: boolean, model?: ModelExplanation) {
      const input = { text, sessionId, userEmail: undefined, userName: undefined, clientMessageId: undefined };
      const stored = await storeExchange(ctx.app.db, session, input, replyOf(outcome, model));
      if (!('reply' in stored)) throw new Error('not stored');
      if (vote !== undefined) await rateMessage(ctx.app.db, sessionId, stored.reply.id, vote);
      await movedTo(sessionId, at);
    },
    /** The visitor types a request for a person (or presses the button, with no text). */
    async asksForPerson(at: string, text?: string) {
      await requestPerson(ctx.app.liveChat, sessionId, text);
      await movedTo(sessionId, at);
    },
    /** The visitor writes to the person who has the chat: no reply from the assistant. */
    async writesToPerson(at: string, text: string) {
      await ctx.app.db.update(chatSessions).set({ handoff: 'live' }).where(eq(chatSessions.sessionId, sessionId));
      if (!(await visitorSays(ctx.app.liveChat, sessionId, text))) throw new Error('not a live chat');
      await movedTo(sessionId, at);
    },
  };
}

const report = async (query = '') => {
  const response = await call('GET', `/api/admin/assistant-report${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<AssistantReport>(response);
};
const weekIn = (answer: AssistantReport, week: string) => answer.trend.find((row) => row.week === week);

/**
 * The business is in America/Los_Angeles (config/business.json). 2026-W11 runs from Monday 9 March 00:00 PDT
 * (07:00 UTC, the day after the clocks went forward) to Monday 16 March 00:00 PDT; 2026-W10 began at 08:00 UTC.
 */
async function seedWeek11() {
  const a = await conversation();
  await a.asks('2026-03-09T07:00:00Z', 'How much does it cost?', 'entry', true);
  await a.asks('2026-03-09T07:01:00Z', 'Do you install in hotels?', 'entry', false);
  await a.asks('2026-03-09T07:02:00Z', 'Hi', 'fixed');

  const b = await conversation();
  await b.asks('2026-03-11T18:00:00Z', 'What does a hotel get?', 'passage');
  await b.asks('2026-03-11T18:01:00Z', 'Can I pay with bitcoin?', 'none');
  await b.asks('2026-03-11T18:02:00Z', 'can I pay with  Bitcoin??', 'none');
  await b.asksForPerson('2026-03-11T18:03:00Z', "I'd like to talk to a human");

  // Sunday 15 March, 23:59:58 and 23:59:59 in Los Angeles: still week 11 there (Monday in UTC).
  const c = await conversation();
  await c.asks('2026-03-16T06:59:58Z', 'Can I pay with bitcoin', 'none');
  await c.asks('2026-03-16T06:59:59Z', 'Do you sell beer?', 'hedged', undefined, {
    entry: 'What products do your markets carry?',
    probability: 0.22,
    runnerUp: { title: 'Can the market carry wine for residents?', probability: 0.2 },
    closestPhrasing: null,
    taught: false,
  });

  // The Talk to a person button under an unsure answer, then a message to the person who took the chat.
  const f = await conversation();
  await f.asks('2026-03-12T16:00:00Z', 'Where are you located?', 'none');
  await f.asksForPerson('2026-03-12T16:01:00Z');
  await f.writesToPerson('2026-03-12T16:02:00Z', 'Hello, anyone there?');

  // Sunday 8 March, 23:59:59 in Los Angeles (Monday 9 March in UTC): week 10.
  const d = await conversation();
  await d.asks('2026-03-09T06:59:59Z', 'How much does it cost?', 'entry');

  // Monday 16 March, 00:00 in Los Angeles: week 12.
  const e = await conversation();
  await e.asks('2026-03-16T07:00:00Z', 'Can I pay with bitcoin?', 'none');
  return { a, b, c, d, e, f };
}

const empty = { answeredFromEntry: 0, answeredFromPassage: 0, unanswered: 0, askedForPerson: 0, handedToPerson: 0 };

describe('the assistant report', () => {
  it("counts a seeded week's conversations, answers, hand-offs and votes exactly, on the business's clock", async () => {
    const { c, d, e } = await seedWeek11();
    const answer = await report('?week=2026-W11');

    expect(answer.timeZone).toBe('America/Los_Angeles');
    expect(answer.week).toEqual<AssistantWeek>({
      week: '2026-W11',
      firstDay: '2026-03-09',
      lastDay: '2026-03-15',
      conversations: 4,
      questions: 9,
      answeredFromEntry: 2,
      answeredFromPassage: 1,
      unanswered: 5,
      askedForPerson: 1,
      handedToPerson: 2,
      fixedReplies: 1,
      helpful: 1,
      notHelpful: 1,
      // The helpful entry answer and the passage, of nine questions.
      resolved: 2,
      resolutionRate: 22,
    });
    expect(answer.topUnanswered).toEqual([
      {
        normalized: 'can i pay with bitcoin',
        question: 'Can I pay with bitcoin',
        count: 3,
        lastAskedAt: '2026-03-16T06:59:58.000Z',
        sessionId: c.sessionId,
        messageId: expect.any(Number),
        closest: [],
      },
      {
        normalized: 'do you sell beer',
        question: 'Do you sell beer?',
        count: 1,
        lastAskedAt: '2026-03-16T06:59:59.000Z',
        sessionId: c.sessionId,
        messageId: expect.any(Number),
        // What the intent model weighed, for the teach dialog to offer.
        closest: ['What products do your markets carry?', 'Can the market carry wine for residents?'],
      },
      expect.objectContaining({ normalized: 'where are you located', count: 1 }),
    ]);

    // The message to teach from is the latest asking's own.
    const [latest] = await ctx.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, answer.topUnanswered[0]?.messageId ?? 0));
    expect(latest).toMatchObject({ role: 'user', content: 'Can I pay with bitcoin', sessionId: c.sessionId });

    // Twelve weeks, oldest first, ending with the one asked for; the neighbours hold what crossed their edges.
    expect(answer.trend.map((row) => row.week)).toEqual(
      Array.from({ length: 12 }, (_, index) => addIsoWeeks('2026-W11', index - 11)),
    );
    expect(answer.trend[0]).toMatchObject({ week: '2025-W52', conversations: 0, questions: 0, resolutionRate: null });
    expect(weekIn(answer, '2026-W10')).toMatchObject({
      ...empty,
      conversations: 1,
      questions: 1,
      answeredFromEntry: 1,
      resolutionRate: 100,
    });
    const next = await report('?week=2026-W12');
    expect(next.week).toMatchObject({ ...empty, conversations: 1, questions: 1, unanswered: 1, resolutionRate: 0 });
    expect(next.topUnanswered).toEqual([
      expect.objectContaining({ normalized: 'can i pay with bitcoin', count: 1, sessionId: e.sessionId }),
    ]);
    expect(weekIn(next, '2026-W11')).toEqual(answer.week);
    expect(d.sessionId).not.toBe(c.sessionId);
  });

  it('cuts the weeks in the zone it is given: the same rows in UTC weeks', async () => {
    await seedWeek11();
    const utc = await assistantReport(ctx.app.db, { week: '2026-W11', timeZone: 'UTC', now: new Date('2026-11-28') });
    // Monday 9 March 06:59:59 UTC is week 11 in UTC; Sunday evening 15 March in Los Angeles is Monday there.
    expect(utc.week).toMatchObject({ conversations: 4, answeredFromEntry: 3, unanswered: 3, questions: 8 });
    expect(utc.topUnanswered.map((row) => [row.normalized, row.count])).toEqual([
      ['can i pay with bitcoin', 2],
      ['where are you located', 1],
    ]);
    // Asia/Kolkata (UTC+5:30): Monday 16 March 07:00 UTC is 12:30 that Monday, week 12.
    const kolkata = await assistantReport(ctx.app.db, {
      week: '2026-W12',
      timeZone: 'Asia/Kolkata',
      now: new Date('2026-11-28'),
    });
    expect(kolkata.week).toMatchObject({ conversations: 2, unanswered: 3 });
  });

  it("shows the business's current week without a parameter, and an empty week as zeros", async () => {
    const now = new Date();
    const answer = await report();
    expect(answer.currentWeek).toBe(currentIsoWeek(now, 'America/Los_Angeles'));
    expect(answer.week).toMatchObject({
      week: answer.currentWeek,
      conversations: 0,
      questions: 0,
      resolutionRate: null,
    });
    expect(answer.topUnanswered).toEqual([]);
  });

  it('refuses a malformed week, a week the year lacks and one not begun, naming the field', async () => {
    for (const week of ['2026-48', '2026-W5', 'W48', '2026-W00', '2026-W54', '2025-W53', '2099-W01', '']) {
      const response = await call('GET', `/api/admin/assistant-report?week=${encodeURIComponent(week)}`);
      expect(response.statusCode, week).toBe(400);
      expect(Object.keys(json<{ fieldErrors: Record<string, string[]> }>(response).fieldErrors), week).toEqual([
        'week',
      ]);
    }
    // 2026 has a week 53 (it began on a Thursday).
    expect((await call('GET', '/api/admin/assistant-report?week=2026-W53')).statusCode).toBe(
      '2026-W53' <= currentIsoWeek(new Date(), 'America/Los_Angeles') ? 200 : 400,
    );
    expect((await call('GET', '/api/admin/assistant-report?week=2024-W01')).statusCode).toBe(200);
  });

  it('is for admins only, as chatbot training is', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/assistant-report' })).statusCode).toBe(401);
    for (const role of ['manager', 'support'] as const) {
      const { cookie } = await loginAs(ctx.app, role);
      const response = await call('GET', '/api/admin/assistant-report', undefined, cookie);
      expect(response.statusCode, role).toBe(403);
    }
    expect((await call('GET', '/api/admin/assistant-report')).statusCode).toBe(200);
  });
});

describe('ISO weeks on the business clock', () => {
  it('reads ISO weeks on the calendar', () => {
    expect(isoWeekOf('2026-11-28')).toBe('2026-W48');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2021-01-03')).toBe('2020-W53');
    expect(mondayOfIsoWeek('2026-W01')).toBe('2025-12-29');
    expect(mondayOfIsoWeek('2026-W53')).toBe('2026-12-28');
    expect(mondayOfIsoWeek('2025-W53')).toBeNull();
    expect(addIsoWeeks('2026-W01', -1)).toBe('2025-W52');
    expect(addIsoWeeks('2026-W52', 1)).toBe('2026-W53');
  });

  it("starts each day at the zone's midnight, or when its clocks jump over midnight", () => {
    const start = (date: string, zone: string) => startOfDay(date, zone).toISOString();
    expect(start('2026-03-02', 'America/Los_Angeles')).toBe('2026-03-02T08:00:00.000Z');
    // The clocks went forward at 2 am on Sunday 8 March, and back at 2 am on Sunday 1 November.
    expect(start('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-08T08:00:00.000Z');
    expect(start('2026-03-09', 'America/Los_Angeles')).toBe('2026-03-09T07:00:00.000Z');
    expect(start('2026-11-01', 'America/Los_Angeles')).toBe('2026-11-01T07:00:00.000Z');
    expect(start('2026-11-02', 'America/Los_Angeles')).toBe('2026-11-02T08:00:00.000Z');
    expect(start('2026-03-09', 'Asia/Kolkata')).toBe('2026-03-08T18:30:00.000Z');
    // Chile goes forward at midnight: Sunday 6 September 2026 begins at 01:00 local time.
    expect(start('2026-09-06', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    const [week] = weeksEndingWith('2026-W10', 1, 'America/Los_Angeles');
    // The week the clocks went forward has 167 hours.
    expect(week && (week.ends.getTime() - week.starts.getTime()) / 3_600_000).toBe(167);
  });
});
