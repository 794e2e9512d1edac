import { reviewsApi } from './reviews';

/**
 * The addresses of the public review reads (docs/product/reviews.md): the client fetches them, the server answers
 * them, and a prerendered page that shows them carries their answers (PageInfo `reads`).
 */
export const FEATURED_REVIEWS_PATH = reviewsApi.featured.path;

/** A market's facility type, as reviews name it: its page's slug with underscores (`luxury_condos`). */
export const reviewFacilityTypeOf = (marketSlug: string) => marketSlug.replaceAll('-', '_');

/** One market's published reviews. */
export const marketReviewsPath = (facilityType: string) =>
  `${reviewsApi.market.path}?facilityType=${encodeURIComponent(facilityType)}`;
