import { count, desc, eq, sql } from 'drizzle-orm';
import {
  type ChatSessionItem,
  type ChatSessionListQuery,
  chatSessionListQuery,
} from '../../../../contracts/assistant-admin';
import type { Database } from '../../../db/client';
import { chatSessions, crmProspects } from '../../../db/schema/index';
import { conflict, invalid, notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { searchAcross } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { present } from '../../../lib/present';
import { type Actor, unitOfWork } from '../../activity';
import { findSession, readHistoryForStaff } from '../chat-service';

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

/** The conversation's contact becomes a CRM prospect (new lead from the website), once per session. */
export async function prospectFromChat(
  db: Database,
  sessionId: string,
  input: { locationName: string; companyName?: string | undefined },
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const session = await findSession(tx, sessionId);
    if (!session) throw notFound('Chat session not found');
    if (!session.userEmail) throw invalid('This conversation has no contact e-mail to follow up');
    const [existing] = await tx
      .select({ id: crmProspects.id })
      .from(crmProspects)
      .where(eq(crmProspects.chatSessionId, sessionId));
    if (existing) throw conflict('A prospect was already created from this conversation');
    const [prospect] = await tx
      .insert(crmProspects)
      .values({
        locationName: input.locationName,
        companyName: input.companyName ?? null,
        contactName: (session.userName ?? session.userEmail).slice(0, 100),
        contactEmail: session.userEmail,
        contactPhone: session.userPhone?.slice(0, 20) ?? null,
        leadSource: 'website',
        status: 'new_lead',
        assignedTo: actor.name,
        notes: `From the website chat, conversation ${sessionId.slice(0, 8)} started ${session.startedAt.toISOString().slice(0, 10)}.`,
        lastContactDate: session.lastActiveAt.toISOString().slice(0, 10),
        chatSessionId: sessionId,
      })
      .returning({ id: crmProspects.id });
    const prospectId = present(prospect).id;
    record({
      resource: 'crm_prospect',
      action: 'create_prospect_from_chat',
      resourceId: prospectId,
      details: { sessionId: sessionId.slice(0, 8), locationName: input.locationName },
    });
    return prospectId;
  });
}
