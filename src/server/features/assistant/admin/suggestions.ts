import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type implementSuggestionRequest,
  type reviewSuggestionRequest,
  type SuggestionItem,
  type SuggestionListQuery,
  suggestionActions,
  suggestionListQuery,
} from '../../../../contracts/assistant-admin';
import type { Database } from '../../../db/client';
import { chatbotTrainingData, offTopicQuestions, trainingDataSuggestions } from '../../../db/schema/index';
import { conflict, notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { searchAcross } from '../../../lib/list-queries';
import { pageOf } from '../../../lib/paged-list';
import { present } from '../../../lib/present';
import { type Actor, type RecordChange, unitOfWork } from '../../activity';

type Row = typeof trainingDataSuggestions.$inferSelect;
const s = trainingDataSuggestions;

export const toSuggestionItem = (row: Row): SuggestionItem => ({
  ...row,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  lastAskedAt: row.lastAskedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Suggestions, the most asked and newest first. */
export async function listSuggestions(db: Database, input: SuggestionListQuery) {
  const query = suggestionListQuery.parse(input);
  const where = and(
    query.status ? eq(s.status, query.status) : undefined,
    searchAcross(query.search, [s.suggestedQuestion, s.feedbackContext, s.customerLocation]),
  );
  return pageOf(
    db.select().from(s).where(where).orderBy(desc(s.askedCount), desc(s.createdAt), desc(s.id)),
    () => db.select({ n: count() }).from(s).where(where),
    query,
    toSuggestionItem,
  );
}

export async function suggestionCounts(db: Database) {
  const [rows, [offTopic]] = await Promise.all([
    db.select({ status: s.status, n: sql<number>`count(*)::int` }).from(s).groupBy(s.status),
    db
      .select({ n: sql<number>`coalesce(sum(${offTopicQuestions.asked}), 0)::int` })
      .from(offTopicQuestions)
      .where(gte(offTopicQuestions.day, sql`current_date - 30`)),
  ]);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    pending: of('pending'),
    approved: of('approved'),
    rejected: of('rejected'),
    implemented: of('implemented'),
    offTopicLast30Days: offTopic?.n ?? 0,
  };
}

/** The answer to a suggestion id that does not exist. */
export const NO_SUCH_SUGGESTION = 'Training suggestion not found';

type SuggestionReview = z.output<typeof reviewSuggestionRequest>;

/** The Review dialog (docs/product/training.md): a pending suggestion may become approved or rejected, or stay pending with notes. */
export const reviewSuggestion: RecordChange<SuggestionReview, SuggestionItem> = (db, id, change, actor, events) =>
  unitOfWork({ db, events }, actor, async ({ tx, recorded }) => {
    const [current] = await tx.select().from(s).where(eq(s.id, id));
    if (!current) throw notFound(NO_SUCH_SUGGESTION);
    if (!suggestionActions(current.status).review)
      throw conflict(`This suggestion is already ${current.status}; only pending suggestions are reviewed`);
    const [row] = await tx
      .update(s)
      .set({
        status: change.status,
        reviewNotes: change.reviewNotes ?? null,
        reviewedBy: change.reviewedBy || actor.name,
        reviewedAt: new Date(),
        // A resolved question no longer holds the "pending" key: asked again, it starts a new suggestion.
        ...(change.status !== 'pending' ? { questionKey: null } : {}),
      })
      .where(eq(s.id, id))
      .returning();
    const item = toSuggestionItem(present(row));
    return recorded(item, { resource: 'training_suggestion', action: `review_${item.status}` });
  });

/**
 * Implement (docs/product/training.md, for pending and approved suggestions): the training entry is created and the suggestion marked
 * implemented with a link to it, in one transaction. Answers the new entry.
 */
export async function implementSuggestion(
  db: Database,
  id: number,
  input: z.output<typeof implementSuggestionRequest>,
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [current] = await tx.select().from(s).where(eq(s.id, id)).for('update');
    if (!current) throw notFound(NO_SUCH_SUGGESTION);
    if (!suggestionActions(current.status).implement) throw conflict(`This suggestion is already ${current.status}`);
    const [entry] = await tx
      .insert(chatbotTrainingData)
      .values({ ...input, isActive: true, lastUpdatedBy: actor.name })
      .returning();
    const stored = present(entry);
    await tx
      .update(s)
      .set({
        status: 'implemented',
        implementedTrainingDataId: stored.id,
        reviewedBy: actor.name,
        reviewedAt: new Date(),
        questionKey: null,
      })
      .where(eq(s.id, id));
    record({
      resource: 'training_suggestion',
      action: 'implement',
      resourceId: id,
      details: { trainingDataId: stored.id, title: stored.title },
    });
    emit({ type: 'training-entry-changed', id: stored.id });
    return stored;
  });
}
