import { ApiError } from '../../../lib/api';

/** The public reviews' refusal, whatever its status, reads "Failed to fetch reviews" (docs/product/reviews.md). */
export function failedToFetchReviews(error: unknown): never {
  if (error instanceof ApiError) throw new Error('Failed to fetch reviews');
  throw error;
}
