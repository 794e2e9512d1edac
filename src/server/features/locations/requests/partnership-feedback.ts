import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isOneOf, partnershipFeedbackStatuses } from '../../../../contracts/enums';
import type {
  feedbackResponseRequest,
  PartnershipFeedbackItem,
  partnershipFeedbackRequest,
} from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { locations, partnershipFeedback } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import { iso } from '../../../lib/iso';
import { present } from '../../../lib/present';
import { type RecordChange, unitOfWork } from '../../activity';

type Row = typeof partnershipFeedback.$inferSelect;

export const toFeedbackItem = (row: Row, locationName?: string): PartnershipFeedbackItem => ({
  ...row,
  respondedDate: iso(row.respondedDate),
  createdAt: row.createdAt.toISOString(),
  ...(locationName === undefined ? {} : { locationName }),
});

// A status the list does not know matches nothing, as it did when the column was free text.
const statusIs = (status: string) =>
  isOneOf(partnershipFeedbackStatuses, status) ? eq(partnershipFeedback.status, status) : sql`false`;

/** Partnership feedback, newest first: one location's, or every location's for the back office. */
export async function listPartnershipFeedback(db: Database, filter: { locationId?: number; status?: string }) {
  const conditions: (SQL | undefined)[] = [
    filter.locationId ? eq(partnershipFeedback.locationId, filter.locationId) : undefined,
    filter.status ? statusIs(filter.status) : undefined,
  ];
  const rows = await db
    .select({ row: partnershipFeedback, locationName: locations.locationName })
    .from(partnershipFeedback)
    .innerJoin(locations, eq(locations.id, partnershipFeedback.locationId))
    .where(and(...conditions))
    .orderBy(desc(partnershipFeedback.createdAt), desc(partnershipFeedback.id))
    .limit(2000);
  return rows.map(({ row, locationName }) => toFeedbackItem(row, locationName));
}

export async function submitPartnershipFeedback(
  db: Database,
  location: { id: number; propertyManager: string; contactEmail: string },
  input: z.output<typeof partnershipFeedbackRequest>,
) {
  const [row] = await db
    .insert(partnershipFeedback)
    .values({
      locationId: location.id,
      feedbackType: input.feedbackType,
      rating: input.rating ?? null,
      subject: input.subject,
      message: input.message,
      submittedBy: location.propertyManager,
      submittedByEmail: location.contactEmail,
    })
    .returning();
  return toFeedbackItem(present(row));
}

type TeamResponse = z.output<typeof feedbackResponseRequest>;

/** The team's answer: the status, and the response with who gave it and when. */
export const respondToFeedback: RecordChange<TeamResponse, PartnershipFeedbackItem> = (db, id, input, actor, events) =>
  unitOfWork({ db, events }, actor, async ({ tx, recorded }) => {
    const [before] = await tx.select().from(partnershipFeedback).where(eq(partnershipFeedback.id, id));
    if (!before) throw notFound('Feedback not found');
    const responded = input.response && input.response !== before.response;
    const [row] = await tx
      .update(partnershipFeedback)
      .set({
        status: input.status,
        response: input.response ?? null,
        ...(responded ? { respondedBy: actor.name, respondedDate: new Date() } : {}),
      })
      .where(eq(partnershipFeedback.id, id))
      .returning();
    const item = toFeedbackItem(present(row));
    return recorded(item, { resource: 'partnership_feedback', action: 'respond', details: { status: item.status } });
  });
