import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { DecisionItem, decisionRequest } from '../../../../contracts/partnership';
import { partnershipDecisions } from '../../../db/schema/index';
import { journeyRecords } from './journey-records';

type Row = typeof partnershipDecisions.$inferSelect;

export const toDecisionItem = ({ updatedAt: _u, ...row }: Row): DecisionItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A location's decisions per stage, in the order they were taken. */
export const decisionRecords = journeyRecords({
  table: partnershipDecisions,
  resource: 'decision',
  toItem: toDecisionItem,
  order: (t) => [asc(t.createdAt), asc(t.id)],
  columns: (input: z.output<typeof decisionRequest>) => ({
    decisionStage: input.decisionStage,
    decisionMade: input.decisionMade,
    decisionDate: input.decisionDate,
    decisionNotes: input.decisionNotes ?? null,
    nextSteps: input.nextSteps ?? null,
  }),
});
export const { list: listDecisions, create: createDecision, update: updateDecision } = decisionRecords;
