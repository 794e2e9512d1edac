import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PortalReviewItem, portalReviewRequest } from '../../../contracts/portal';
import type { Database } from '../../db/client';
import { clientReviews } from '../../db/schema/index';
import { iso } from '../../lib/iso';
import { present } from '../../lib/present';
import { type Actor, unitOfWork, type WorkContext } from '../activity';

type Row = typeof clientReviews.$inferSelect;

const toPortalReview = (row: Row): PortalReviewItem => ({
  id: row.id,
  reviewerName: row.reviewerName,
  reviewTitle: row.reviewTitle,
  reviewContent: row.reviewContent,
  rating: row.rating,
  reviewType: row.reviewType,
  facilityType: row.facilityType,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  publishedAt: iso(row.publishedAt),
});

/** The manager's own reviews, newest first, with their moderation status. */
export async function listLocationReviews(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(clientReviews)
    .where(eq(clientReviews.locationId, locationId))
    .orderBy(desc(clientReviews.createdAt), desc(clientReviews.id))
    .limit(500);
  return rows.map(toPortalReview);
}

/**
 * A review from the portal: pending, unverified, direct; it is moderated before anyone sees it (so nothing public
 * changes and no event is sent). The activity log keeps who sent it.
 */
export async function submitLocationReview(
  context: WorkContext,
  actor: Actor,
  locationId: number,
  input: z.output<typeof portalReviewRequest>,
) {
  const { locationCode: _ignored, ...review } = input;
  return unitOfWork(context, actor, async ({ tx, recorded }) => {
    const [row] = await tx
      .insert(clientReviews)
      .values({
        ...review,
        reviewerTitle: review.reviewerTitle ?? null,
        reviewerCompany: review.reviewerCompany ?? null,
        reviewerPhone: review.reviewerPhone ?? null,
        locationId,
        status: 'pending',
        reviewSource: 'direct',
        verificationStatus: 'unverified',
      })
      .returning();
    const item = toPortalReview(present(row));
    return recorded(item, { action: 'create', resource: 'client_review', details: { rating: item.rating } });
  });
}
