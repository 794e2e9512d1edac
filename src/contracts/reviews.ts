import { z } from 'zod';
import { storedRecord } from './common';
import { endpoint } from './endpoint';
import { reviewFacilityTypes } from './enums';
import { errorsOf } from './fields';
import { portalReviewItem, portalReviewRequest } from './portal';

/** GET /api/reviews/featured (docs/product/reviews.md). */
export const featuredReview = storedRecord({
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

/** The public site's reviews: answers the same for everyone, cached (docs/product/reviews.md#where-reviews-appear). */
export const reviewsApi = {
  featured: endpoint({
    method: 'GET',
    path: '/api/reviews/featured',
    summary: 'Featured client reviews for the home page (at most three, newest first)',
    tags: ['public'],
    answer: featuredReviewsResponse,
  }),
  market: endpoint({
    method: 'GET',
    path: '/api/reviews',
    summary: "A market page's published reviews (newest first, at most six)",
    tags: ['public'],
    query: publishedReviewsQuery,
    answer: featuredReviewsResponse,
  }),
};

const portalTags = ['property manager portal'];

/** The portal's Reviews tab: the manager's own reviews of their location, and a new one (pending until moderated). */
export const portalReviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/property-manager/reviews',
    summary: "The manager's own reviews",
    tags: portalTags,
    answer: z.array(portalReviewItem),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/property-manager/reviews',
    summary: 'Submit a review (pending until moderated)',
    tags: portalTags,
    body: portalReviewRequest,
    answer: portalReviewItem,
    status: 201,
    errors: errorsOf(400),
  }),
};
