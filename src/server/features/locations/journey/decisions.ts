import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DecisionItem, decisionRequest } from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { partnershipDecisions } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import { present } from '../../../lib/present';
import { type Actor, audited } from '../../activity';

type Row = typeof partnershipDecisions.$inferSelect;
type Input = z.output<typeof decisionRequest>;

export const toDecisionItem = ({ updatedAt: _u, ...row }: Row): DecisionItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const columns = (input: Input) => ({
  decisionStage: input.decisionStage,
  decisionMade: input.decisionMade,
  decisionDate: input.decisionDate,
  decisionNotes: input.decisionNotes ?? null,
  nextSteps: input.nextSteps ?? null,
});

export async function listDecisions(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(partnershipDecisions)
    .where(eq(partnershipDecisions.locationId, locationId))
    .orderBy(asc(partnershipDecisions.createdAt), asc(partnershipDecisions.id));
  return rows.map(toDecisionItem);
}

export async function createDecision(db: Database, locationId: number, input: Input, actor?: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(partnershipDecisions)
        .values({ locationId, ...columns(input) })
        .returning();
      return toDecisionItem(present(row));
    },
    (item) => ({ resource: 'decision', action: 'create', resourceId: item.id, details: { locationId } }),
  );
}

export async function updateDecision(db: Database, id: number, input: Input, actor: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(partnershipDecisions)
        .set({ ...columns(input), updatedAt: new Date() })
        .where(eq(partnershipDecisions.id, id))
        .returning();
      if (!row) throw notFound('Decision not found');
      return toDecisionItem(row);
    },
    (item) => ({ resource: 'decision', action: 'update', resourceId: item.id }),
  );
}
