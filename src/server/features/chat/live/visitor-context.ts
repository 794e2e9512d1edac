import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { markets } from '../../../../content/site/markets';
import { sitePageAt } from '../../../../content/site/pages';
import {
  EARLIER_SESSIONS_MAX,
  type EarlierSession,
  FIRST_QUESTION_MAX,
  type VisitorContext,
  type VisitorMarket,
  type VisitorPage,
} from '../../../../contracts/visitor-context';
import type { Database } from '../../../db/client';
import { lower } from '../../../db/schema/columns';
import { chatMessages, chatSessions } from '../../../db/schema/index';
import { requireConversation } from './conversation';

/** The page of the site at a stored path: its name when the site has it. */
function pageAt(path: string | null): { page: VisitorPage | null; market: VisitorMarket | null } {
  if (path === null) return { page: null, market: null };
  const known = sitePageAt(path);
  return {
    page: { path, title: known?.title ?? null },
    market: known?.market ? { path: known.path, name: markets[known.market].label } : null,
  };
}

/** A question cut to the length the list shows, marked as cut. */
const shortened = (text: string) =>
  text.length <= FIRST_QUESTION_MAX ? text : `${text.slice(0, FIRST_QUESTION_MAX - 1).trimEnd()}…`;

/** The other conversations of an e-mail address (whatever its case), newest first, with their first question. */
async function earlierSessions(db: Database, sessionId: string, email: string | null): Promise<EarlierSession[]> {
  if (!email) return [];
  const firstQuestion = db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, chatSessions.sessionId), eq(chatMessages.role, 'user')))
    .orderBy(asc(chatMessages.timestamp), asc(chatMessages.id))
    .limit(1);
  const rows = await db
    .select({
      sessionId: chatSessions.sessionId,
      startedAt: chatSessions.startedAt,
      lastActiveAt: chatSessions.lastActiveAt,
      status: chatSessions.handoff,
      firstQuestion: sql<string | null>`(${firstQuestion})`,
    })
    .from(chatSessions)
    .where(and(eq(lower(chatSessions.userEmail), email.toLowerCase()), ne(chatSessions.sessionId, sessionId)))
    .orderBy(desc(chatSessions.startedAt), desc(chatSessions.id))
    .limit(EARLIER_SESSIONS_MAX);
  return rows.map((row) => ({
    sessionId: row.sessionId,
    startedAt: row.startedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    status: row.status ?? null,
    firstQuestion: row.firstQuestion === null ? null : shortened(row.firstQuestion),
  }));
}

/**
 * Who the visitor of a chat is, for the staff beside it (docs/product/live-chat.md, decision 061): the details they
 * gave, the page they last wrote from and its market, where they came from, and their other chats by e-mail.
 * 404 for an unknown session.
 */
export async function visitorContext(db: Database, sessionId: string): Promise<VisitorContext> {
  const session = await requireConversation(db, sessionId);
  return {
    sessionId: session.sessionId,
    name: session.userName ?? null,
    email: session.userEmail ?? null,
    phone: session.userPhone ?? null,
    startedAt: session.startedAt.toISOString(),
    lastActiveAt: session.lastActiveAt.toISOString(),
    ...pageAt(session.pagePath ?? null),
    referrer: session.referrer ?? null,
    earlier: await earlierSessions(db, session.sessionId, session.userEmail ?? null),
  };
}
