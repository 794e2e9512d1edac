import { and, desc, eq } from 'drizzle-orm';
import { FEATURED_REVIEWS_LIMIT } from '../../../contracts/constants';
import type { ReviewFacilityType } from '../../../contracts/enums';
import type { FeaturedReview } from '../../../contracts/reviews';
import { MARKET_REVIEWS_LIMIT } from '../../../contracts/reviews';
import type { Database } from '../../db/client';
import { clientReviews } from '../../db/schema/index';

const publicColumns = {
  id: clientReviews.id,
  rating: clientReviews.rating,
  reviewContent: clientReviews.reviewContent,
  reviewerName: clientReviews.reviewerName,
  reviewerTitle: clientReviews.reviewerTitle,
  reviewerCompany: clientReviews.reviewerCompany,
  facilityType: clientReviews.facilityType,
  publishedAt: clientReviews.publishedAt,
};

/** Published, public, featured reviews, newest first: what the home page shows. */
export async function listFeaturedReviews(db: Database): Promise<FeaturedReview[]> {
  const rows = await db
    .select(publicColumns)
    .from(clientReviews)
    .where(
      and(eq(clientReviews.status, 'published'), eq(clientReviews.isPublic, true), eq(clientReviews.isFeatured, true)),
    )
    .orderBy(desc(clientReviews.publishedAt), desc(clientReviews.id))
    .limit(FEATURED_REVIEWS_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/** Beyond the spec: each market page shows the published, public reviews of its facility type, newest first. */
export async function listMarketReviews(db: Database, facilityType: ReviewFacilityType): Promise<FeaturedReview[]> {
  const rows = await db
    .select(publicColumns)
    .from(clientReviews)
    .where(
      and(
        eq(clientReviews.status, 'published'),
        eq(clientReviews.isPublic, true),
        eq(clientReviews.facilityType, facilityType),
      ),
    )
    .orderBy(desc(clientReviews.publishedAt), desc(clientReviews.id))
    .limit(MARKET_REVIEWS_LIMIT);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}
