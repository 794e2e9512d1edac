import { and, desc, eq } from 'drizzle-orm';
import { FEATURED_REVIEWS_LIMIT } from '../../../contracts/constants';
import type { FeaturedReview } from '../../../contracts/reviews';
import type { Database } from '../../db/client';
import { clientReviews } from '../../db/schema/index';

/** Published, public, featured reviews, newest first: what the home page shows. */
export async function listFeaturedReviews(db: Database): Promise<FeaturedReview[]> {
  const rows = await db
    .select({
      id: clientReviews.id,
      rating: clientReviews.rating,
      reviewContent: clientReviews.reviewContent,
      reviewerName: clientReviews.reviewerName,
      reviewerTitle: clientReviews.reviewerTitle,
      reviewerCompany: clientReviews.reviewerCompany,
      facilityType: clientReviews.facilityType,
      publishedAt: clientReviews.publishedAt,
    })
    .from(clientReviews)
    .where(
      and(eq(clientReviews.status, 'published'), eq(clientReviews.isPublic, true), eq(clientReviews.isFeatured, true)),
    )
    .orderBy(desc(clientReviews.publishedAt), desc(clientReviews.id))
    .limit(FEATURED_REVIEWS_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
