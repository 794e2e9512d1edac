import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorsOf } from './fields';
import { ISO_WEEK_PATTERN, mondayOfIsoWeek } from './iso-week';
import { text } from './text';

/** Weeks in the report's trend: the chosen week and the eleven before it. */
export const REPORT_WEEKS = 12;
/** The most frequent unanswered questions listed for the chosen week. */
export const REPORT_TOP_UNANSWERED = 10;

/**
 * `assistantReportApi.week`: `week` is an ISO week (`2026-W48`) on the business's clock; without it, the
 * current one. A week not yet begun is refused by the server, naming the field.
 */
export const assistantReportQuery = z.object({
  week: text('Week', { trim: true })
    .regex(ISO_WEEK_PATTERN, 'Week must be an ISO week such as 2026-W48')
    .refine((week) => mondayOfIsoWeek(week) !== null, 'That year has no such week')
    .optional(),
});
export type AssistantReportQuery = z.input<typeof assistantReportQuery>;

const count = z.number().int();

/** One week's figures (docs/product/chat-assistant.md#assistant-report). */
export const assistantWeek = z.object({
  week: z.string(),
  /** Its Monday and Sunday, as calendar dates of the business's clock. */
  firstDay: z.string(),
  lastDay: z.string(),
  /** Conversations with at least one visitor message this week. */
  conversations: count,
  /** Visitor messages the assistant read: answered, unanswered, or asking for a person. */
  questions: count,
  answeredFromEntry: count,
  answeredFromPassage: count,
  /** The assistant said it could not answer (or, in older answers, hedged between two topics). */
  unanswered: count,
  /** Questions that asked for a person (typed, or the Talk to Human quick reply). */
  askedForPerson: count,
  /** Conversations in which a person was asked for this week, by a message or by the Talk to a person button. */
  handedToPerson: count,
  /** Greetings, hours and tech support: fixed replies, outside the questions and the rate. */
  fixedReplies: count,
  /** The visitors' votes on the assistant's replies to this week's messages. */
  helpful: count,
  notHelpful: count,
  /** Questions answered (from an entry or a passage) and not marked not helpful. */
  resolved: count,
  /** `resolved` over `questions`, in whole percent; null without questions. */
  resolutionRate: z.number().int().nullable(),
});
export type AssistantWeek = z.infer<typeof assistantWeek>;

/** A question the assistant left unanswered, grouped by its text in lower case without punctuation. */
export const unansweredQuestion = z.object({
  normalized: z.string(),
  /** The latest asking, as the visitor typed it. */
  question: z.string(),
  count,
  lastAskedAt: z.string(),
  /** The conversation and message of the latest asking. */
  sessionId: z.string(),
  messageId: count,
  /** The entries the assistant weighed for the latest asking (its best guess and runner-up), to teach from. */
  closest: z.array(z.string()),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestion>;

export const assistantReport = z.object({
  /** The IANA zone the weeks are cut in: the business's own. */
  timeZone: z.string(),
  /** The business's current week: the latest one the report may show. */
  currentWeek: z.string(),
  /** The chosen week's figures. */
  week: assistantWeek,
  /** The chosen week and the ones before it, oldest first, REPORT_WEEKS in all. */
  trend: z.array(assistantWeek),
  /** The chosen week's most frequent unanswered questions, most asked first. */
  topUnanswered: z.array(unansweredQuestion),
});
export type AssistantReport = z.infer<typeof assistantReport>;

/** /admin-assistant-report: how the assistant answered, week by week, and what it could not answer. */
export const assistantReportApi = {
  week: endpoint({
    method: 'GET',
    path: '/api/admin/assistant-report',
    summary:
      "A week's figures on the business's clock (?week=2026-W48, this week without it), the 11 weeks before, and its most frequent unanswered questions",
    tags: ['assistant report'],
    query: assistantReportQuery,
    answer: assistantReport,
    // 400: a malformed week, or one not yet begun, named in fieldErrors.week.
    errors: errorsOf(400),
  }),
};
