import { z } from 'zod';
import { reviewFacilityTypes } from './enums';

/** GET /api/reviews/featured (docs/product/reviews.md). */
export const featuredReview = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  reviewContent: z.string(),
  reviewerName: z.string(),
  reviewerTitle: z.string().nullable(),
  reviewerCompany: z.string().nullable(),
  facilityType: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type FeaturedReview = z.infer<typeof featuredReview>;
export const featuredReviewsResponse = z.array(featuredReview);

/** The public page of one market: its published, public reviews (beyond the spec). */
export const publishedReviewsQuery = z.object({ facilityType: z.enum(reviewFacilityTypes) });
export const MARKET_REVIEWS_LIMIT = 6;
