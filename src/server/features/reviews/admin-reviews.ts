import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AdminReviewItem,
  type AdminReviewListQuery,
  adminReviewListQuery,
  type createReviewRequest,
  type ReviewStats,
  type reviewStatusRequest,
} from '../../../contracts/admin-reviews';
import type { Database } from '../../db/client';
import { clientReviews, locations } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { chosenFilters, searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { present } from '../../lib/present';
import { type ActivityOf, type Actor, type RecordChange, unitOfWork } from '../activity';
import { listFeaturedReviews } from './service';

type Row = typeof clientReviews.$inferSelect;
type ReviewStatusInput = z.output<typeof reviewStatusRequest>;
type ReviewFlags = { isFeatured?: boolean; isPublic?: boolean };

const toItem = ({ row, locationName }: { row: Row; locationName: string | null }): AdminReviewItem => ({
  ...row,
  locationName,
  moderatedAt: iso(row.moderatedAt),
  publishedAt: iso(row.publishedAt),
  createdAt: row.createdAt.toISOString(),
});

/** /admin-reviews: newest first; search over reviewer name, company, review title and content, case-insensitive. */
export async function listAdminReviews(db: Database, input: AdminReviewListQuery) {
  const query = adminReviewListQuery.parse(input);
  const t = clientReviews;
  const where = and(
    searchAcross(query.search, [t.reviewerName, t.reviewerCompany, t.reviewTitle, t.reviewContent]),
    ...chosenFilters(query, { status: t.status, rating: t.rating, facilityType: t.facilityType }),
  );
  return pageOf(
    db
      .select({ row: clientReviews, locationName: locations.locationName })
      .from(clientReviews)
      .leftJoin(locations, eq(locations.id, clientReviews.locationId))
      .where(where)
      .orderBy(desc(clientReviews.createdAt), desc(clientReviews.id)),
    () => db.select({ n: count() }).from(clientReviews).where(where),
    { ...query, cap: 5000 },
    toItem,
  );
}

export async function reviewStats(db: Database): Promise<ReviewStats> {
  const onHomePage = (await listFeaturedReviews(db)).map((review) => review.id);
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${clientReviews.status} = 'published')`,
      pending: sql<number>`count(*) filter (where ${clientReviews.status} = 'pending')`,
      average: avg(clientReviews.rating),
    })
    .from(clientReviews);
  return {
    total: Number(row?.total ?? 0),
    published: Number(row?.published ?? 0),
    pending: Number(row?.pending ?? 0),
    averageRating: row?.average ? Math.round(Number(row.average) * 10) / 10 : 0,
    onHomePage,
  };
}

async function readOne(db: Database, id: number) {
  const [found] = await db
    .select({ row: clientReviews, locationName: locations.locationName })
    .from(clientReviews)
    .leftJoin(locations, eq(locations.id, clientReviews.locationId))
    .where(eq(clientReviews.id, id));
  if (!found) throw notFound('Review not found');
  return found;
}

export async function createAdminReview(
  db: Database,
  input: z.output<typeof createReviewRequest>,
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, recorded }) => {
    const [row] = await tx
      .insert(clientReviews)
      .values({ ...input, status: 'pending' })
      .returning({ id: clientReviews.id });
    const item = toItem(await readOne(tx, present(row).id));
    // A new review is pending: nothing public changes, so the public pages and their cache are left as they are.
    return recorded(item, {
      resource: 'client_review',
      action: 'create',
      details: { reviewerName: item.reviewerName },
    });
  });
}

/**
 * A staff change of one review: in one transaction with its activity row, the review is read (404 when it does not
 * exist), `values` checks it and names the columns to set, and the result is read back and logged as `logged` says;
 * after the commit the featured-reviews cache hears of it.
 */
async function changeReview(
  db: Database,
  id: number,
  actor: Actor,
  events: DomainEvents,
  change: {
    values: (row: Row) => Partial<typeof clientReviews.$inferInsert>;
    logged: (item: AdminReviewItem) => Pick<ActivityOf, 'action' | 'details'>;
  },
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const { row } = await readOne(tx, id);
    await tx
      .update(clientReviews)
      .set({ ...change.values(row), updatedAt: new Date() })
      .where(eq(clientReviews.id, id));
    const item = toItem(await readOne(tx, id));
    record({ resource: 'client_review', resourceId: item.id, ...change.logged(item) });
    emit({ type: 'reviews-changed' });
    return item;
  });
}

/** Only a pending review is approved or declined (docs/product/reviews.md). */
export const moderateReview: RecordChange<ReviewStatusInput, AdminReviewItem> = (db, id, input, actor, events) =>
  changeReview(db, id, actor, events, {
    values: (row) => {
      if (row.status !== 'pending') throw conflict(`A ${row.status} review cannot be ${input.status}`);
      return {
        status: input.status,
        moderationNotes: input.moderationNotes ?? null,
        moderatedBy: actor.name,
        moderatedAt: new Date(),
      };
    },
    logged: (item) => ({ action: item.status === 'approved' ? 'approve' : 'decline' }),
  });

/** An approved review is published (docs/product/reviews.md). */
export async function publishReview(db: Database, id: number, actor: Actor, events: DomainEvents) {
  return changeReview(db, id, actor, events, {
    values: (row) => {
      if (row.status !== 'approved') throw conflict('Only an approved review can be published');
      return { status: 'published', publishedAt: new Date(), moderatedBy: actor.name };
    },
    logged: () => ({ action: 'publish' }),
  });
}

/** Whether the review is featured on the home page, and whether it is public. */
export const setReviewFlags: RecordChange<ReviewFlags, AdminReviewItem> = (db, id, flags, actor, events) =>
  changeReview(db, id, actor, events, { values: () => flags, logged: () => ({ action: 'set_flags', details: flags }) });
