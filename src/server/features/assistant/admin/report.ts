import { type SQL, sql } from 'drizzle-orm';
import {
  type AssistantReport,
  type AssistantWeek,
  REPORT_TOP_UNANSWERED,
  REPORT_WEEKS,
  type UnansweredQuestion,
} from '../../../../contracts/assistant-report';
import type { AnswerExplanation } from '../../../../contracts/chat';
import { type Database, rowsOf } from '../../../db/client';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { invalidField } from '../../../lib/domain-error';
import { currentIsoWeek, type ReportWeek, weeksEndingWith } from './report-weeks';

/**
 * Every visitor message of [from, to) with what the assistant stored in the same transaction: its reply (an answer,
 * a refusal, a fixed reply, or the notice of a hand-off), or nothing (a message to a person). "The same
 * transaction" is the same timestamp (the column's now()); the conversation's lock keeps anything from coming
 * between the two (live-chat's `replyStoredWith` reads a reply the same way).
 */
const askedBetween = (from: Date, to: Date) => sql`
  select u.id, u.session_id, u.timestamp, u.content,
    r.id as reply_id, r.confidence, r.helpful, r.explanation,
    r.id is not null and r.confidence = 'answer' and (r.sources -> 0 ->> 'id') is not null as from_entry,
    r.id is not null and r.confidence = 'answer' and (r.sources -> 0 ->> 'id') is null as from_passage,
    r.id is not null and r.confidence in ('none', 'hedged') as unanswered,
    r.id is not null and r.confidence is null as for_person
  from ${chatMessages} u
  left join lateral (
    select m.id, m.confidence, m.helpful, m.sources, m.explanation from ${chatMessages} m
    where m.session_id = u.session_id and m.id > u.id and m.role = 'assistant' and m.timestamp = u.timestamp
    order by m.id limit 1
  ) r on true
  where u.role = 'user' and u.timestamp >= ${from} and u.timestamp < ${to}`;

/** The weeks as rows of (i, starts, ends), for a join. */
const weekRows = (weeks: ReportWeek[]) =>
  sql`(values ${sql.join(
    weeks.map((week, index) => sql`(${index}::int, ${week.starts}::timestamptz, ${week.ends}::timestamptz)`),
    sql`, `,
  )}) as w(i, starts, ends)`;

/**
 * The text a question is grouped by: lower case, accents dropped, anything but letters, digits, `$` and `%` a
 * single space, as the engine's `normalize` reads a message.
 */
const normalizedContent: SQL = sql`trim(regexp_replace(regexp_replace(normalize(lower(a.content), NFKD),
  '[\\u0300-\\u036f]', '', 'g'), '[^a-z0-9$%]+', ' ', 'g'))`;

type WeekRow = {
  i: number;
  conversations: number;
  answered_entry: number;
  answered_passage: number;
  unanswered: number;
  for_person: number;
  fixed: number;
  helpful: number;
  not_helpful: number;
  resolved: number;
  handed: number;
};

async function weekFigures(db: Database, weeks: ReportWeek[], from: Date, to: Date): Promise<WeekRow[]> {
  const result = await db.execute(sql`
    with asked as (${askedBetween(from, to)}),
    handoffs as (
      select session_id, timestamp as at from asked where for_person
      union all
      select ${chatSessions.sessionId}, ${chatSessions.handoffAt} from ${chatSessions}
      where ${chatSessions.handoff} is not null and ${chatSessions.handoffAt} >= ${from} and ${chatSessions.handoffAt} < ${to}
    )
    select w.i,
      count(distinct a.session_id)::int as conversations,
      count(a.id) filter (where a.from_entry)::int as answered_entry,
      count(a.id) filter (where a.from_passage)::int as answered_passage,
      count(a.id) filter (where a.unanswered)::int as unanswered,
      count(a.id) filter (where a.for_person)::int as for_person,
      count(a.id) filter (where a.confidence = 'intent')::int as fixed,
      count(a.id) filter (where a.helpful)::int as helpful,
      count(a.id) filter (where not a.helpful)::int as not_helpful,
      count(a.id) filter (where (a.from_entry or a.from_passage) and a.helpful is distinct from false)::int as resolved,
      (select count(distinct h.session_id) from handoffs h where h.at >= w.starts and h.at < w.ends)::int as handed
    from ${weekRows(weeks)}
    left join asked a on a.timestamp >= w.starts and a.timestamp < w.ends
    group by w.i, w.starts, w.ends
    order by w.i`);
  return rowsOf<WeekRow>(result);
}

/** The entries the intent model weighed for a reply (its pick and runner-up), for staff to teach from. */
const closestEntries = (explanation: AnswerExplanation | null) => [
  ...new Set(
    [explanation?.model?.entry, explanation?.model?.runnerUp?.title].filter(
      (title): title is string => typeof title === 'string' && title !== '',
    ),
  ),
];

async function topUnanswered(db: Database, week: ReportWeek): Promise<UnansweredQuestion[]> {
  const result = await db.execute(sql`
    with asked as (${askedBetween(week.starts, week.ends)}),
    keyed as (select a.*, ${normalizedContent} as normalized from asked a where a.unanswered)
    select k.normalized, count(*)::int as count, max(k.timestamp) as last_asked_at,
      (array_agg(k.content order by k.timestamp desc, k.id desc))[1] as question,
      (array_agg(k.session_id order by k.timestamp desc, k.id desc))[1] as session_id,
      (array_agg(k.id order by k.timestamp desc, k.id desc))[1] as message_id,
      (array_agg(k.explanation order by k.timestamp desc, k.id desc))[1] as explanation
    from keyed k where k.normalized <> ''
    group by k.normalized
    order by count(*) desc, max(k.timestamp) desc, k.normalized
    limit ${REPORT_TOP_UNANSWERED}`);
  return rowsOf<{
    normalized: string;
    count: number;
    last_asked_at: Date | string;
    question: string;
    session_id: string;
    message_id: number;
    explanation: AnswerExplanation | null;
  }>(result).map((row) => ({
    normalized: row.normalized,
    question: row.question,
    count: row.count,
    lastAskedAt: new Date(row.last_asked_at).toISOString(),
    sessionId: row.session_id,
    messageId: Number(row.message_id),
    closest: closestEntries(row.explanation),
  }));
}

const toWeek = (week: ReportWeek, row: WeekRow | undefined): AssistantWeek => {
  const r = row ?? { answered_entry: 0, answered_passage: 0, unanswered: 0, for_person: 0, resolved: 0 };
  const questions = r.answered_entry + r.answered_passage + r.unanswered + r.for_person;
  return {
    week: week.week,
    firstDay: week.firstDay,
    lastDay: week.lastDay,
    conversations: row?.conversations ?? 0,
    questions,
    answeredFromEntry: r.answered_entry,
    answeredFromPassage: r.answered_passage,
    unanswered: r.unanswered,
    askedForPerson: r.for_person,
    handedToPerson: row?.handed ?? 0,
    fixedReplies: row?.fixed ?? 0,
    helpful: row?.helpful ?? 0,
    notHelpful: row?.not_helpful ?? 0,
    resolved: r.resolved,
    resolutionRate: questions === 0 ? null : Math.round((r.resolved / questions) * 100),
  };
};

/**
 * The assistant's report for staff (docs/product/chat-assistant.md#assistant-report): the chosen ISO week of the
 * business's clock (the current one without `week`) and the eleven before it, from the stored conversations.
 */
export async function assistantReport(
  db: Database,
  options: { week?: string | undefined; timeZone: string; now?: Date },
): Promise<AssistantReport> {
  const currentWeek = currentIsoWeek(options.now ?? new Date(), options.timeZone);
  const chosen = options.week ?? currentWeek;
  // ISO weeks of one form sort as text.
  if (chosen > currentWeek)
    throw invalidField('week', `Week ${chosen} has not begun yet (this week is ${currentWeek})`);
  const weeks = weeksEndingWith(chosen, REPORT_WEEKS, options.timeZone);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) throw new Error('A report has weeks');
  const [rows, top] = await Promise.all([weekFigures(db, weeks, first.starts, last.ends), topUnanswered(db, last)]);
  const byIndex = new Map(rows.map((row) => [row.i, row]));
  const trend = weeks.map((week, index) => toWeek(week, byIndex.get(index)));
  return {
    timeZone: options.timeZone,
    currentWeek,
    week: trend.at(-1) ?? toWeek(last, undefined),
    trend,
    topUnanswered: top,
  };
}
