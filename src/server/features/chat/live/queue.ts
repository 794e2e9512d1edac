import { asc, inArray, sql } from 'drizzle-orm';
import type { LiveQueue, LiveQueueItem } from '../../../../contracts/live-chat';
import type { Database } from '../../../db/client';
import { chatSessions } from '../../../db/schema/index';
import { availableStaff, isAvailable } from './presence';

// Correlated subqueries, written with qualified names: inside `sql`, a column renders bare, and a bare
// "session_id" would resolve to the inner table and match every chat.
const lastVisitorLine = sql<string | null>`(
  select m.content from chat_messages m
  where m.session_id = ${chatSessions}.session_id and m.role = 'user'
  order by m.id desc limit 1)`;

const unreadByAgent = sql<number>`(
  select count(*)::int from chat_messages m
  where m.session_id = ${chatSessions}.session_id and m.role = 'user'
    and m.id > ${chatSessions}.agent_read_id)`;

/** The conversations waiting for a person (oldest first) and those a person has, for one staff session. */
export async function readQueue(db: Database, staffSessionId: number): Promise<LiveQueue> {
  const rows = await db
    .select({
      sessionId: chatSessions.sessionId,
      status: chatSessions.handoff,
      userName: chatSessions.userName,
      userEmail: chatSessions.userEmail,
      since: chatSessions.handoffAt,
      agentId: chatSessions.agentId,
      agentName: chatSessions.agentName,
      preview: lastVisitorLine,
      unread: unreadByAgent,
    })
    .from(chatSessions)
    .where(inArray(chatSessions.handoff, ['waiting', 'live']))
    .orderBy(asc(chatSessions.handoffAt));
  const items: LiveQueueItem[] = rows.map((row) => ({
    sessionId: row.sessionId,
    status: row.status ?? 'waiting',
    userName: row.userName,
    userEmail: row.userEmail,
    since: (row.since ?? new Date()).toISOString(),
    agentId: row.agentId,
    agentName: row.agentName,
    preview: row.preview ? row.preview.slice(0, 160) : null,
    unread: Number(row.unread ?? 0),
  }));
  return {
    waiting: items.filter((item) => item.status === 'waiting'),
    live: items.filter((item) => item.status === 'live'),
    available: await isAvailable(db, staffSessionId),
    availableStaff: await availableStaff(db),
  };
}
