import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatSessions, crmProspects } from '../../db/schema/index';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { present } from '../../lib/present';
import { type Actor, unitOfWork } from '../activity';

/** The conversation's contact becomes a CRM prospect (new lead from the website), once per session. */
export async function prospectFromChat(
  db: Database,
  sessionId: string,
  input: { locationName: string; companyName?: string | undefined },
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [session] = await tx.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId));
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
