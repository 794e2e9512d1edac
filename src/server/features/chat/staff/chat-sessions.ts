import { count, desc, eq, sql } from 'drizzle-orm';
import {
  type ChatSessionItem,
  type ChatSessionListQuery,
  chatSessionListQuery,
} from '../../../../contracts/assistant-admin';
import type { Database } from '../../../db/client';
import { chatSessions, crmProspects } from '../../../db/schema/index';
import { searchAcross } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { findSession, readHistoryForStaff } from '../sessions';

// Correlated counts, written with qualified names (a bare column would resolve to the inner table).
const messageCount = sql<number>`(select count(*)::int from chat_messages m where m.session_id = ${chatSessions}.session_id)`;
const prospectId = sql<
  number | null
>`(select min(p.id) from crm_prospects p where p.chat_session_id = ${chatSessions}.session_id)`;

type Row = Pick<
  typeof chatSessions.$inferSelect,
  | 'id'
  | 'sessionId'
  | 'userName'
  | 'userEmail'
  | 'userPhone'
  | 'startedAt'
  | 'lastActiveAt'
  | 'emailSent'
  | 'handoff'
  | 'agentName'
> & { messageCount: number; prospectId: number | null };

const toItem = (row: Row): ChatSessionItem => ({
  id: row.id,
  sessionId: row.sessionId,
  userName: row.userName,
  userEmail: row.userEmail,
  userPhone: row.userPhone,
  startedAt: row.startedAt.toISOString(),
  lastActiveAt: row.lastActiveAt.toISOString(),
  emailSent: row.emailSent,
  messageCount: Number(row.messageCount),
  prospectId: row.prospectId === null ? null : Number(row.prospectId),
  handoff: row.handoff ?? null,
  agentName: row.agentName ?? null,
});

/** /admin-chat: sessions by last activity, searched by e-mail, name or session id. */
export async function listChatSessions(db: Database, input: ChatSessionListQuery) {
  const query = chatSessionListQuery.parse(input);
  const where = searchAcross(query.search, [chatSessions.userEmail, chatSessions.userName, chatSessions.sessionId]);
  return pageOf(
    db
      .select({
        id: chatSessions.id,
        sessionId: chatSessions.sessionId,
        ipAddress: chatSessions.ipAddress,
        userAgent: chatSessions.userAgent,
        startedAt: chatSessions.startedAt,
        lastActiveAt: chatSessions.lastActiveAt,
        userEmail: chatSessions.userEmail,
        userName: chatSessions.userName,
        userPhone: chatSessions.userPhone,
        emailSent: chatSessions.emailSent,
        handoff: chatSessions.handoff,
        agentName: chatSessions.agentName,
        messageCount,
        prospectId,
      })
      .from(chatSessions)
      .where(where)
      .orderBy(desc(chatSessions.lastActiveAt), desc(chatSessions.id)),
    () => db.select({ n: count() }).from(chatSessions).where(where),
    query,
    toItem,
  );
}

export async function chatSessionDetail(db: Database, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session) return undefined;
  const messages = await readHistoryForStaff(db, sessionId);
  const [prospect] = await db
    .select({ id: crmProspects.id })
    .from(crmProspects)
    .where(eq(crmProspects.chatSessionId, sessionId))
    .limit(1);
  return {
    ...toItem({ ...session, messageCount: messages.length, prospectId: prospect?.id ?? null }),
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
    messages,
  };
}
