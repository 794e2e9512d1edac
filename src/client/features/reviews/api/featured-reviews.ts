import { useEffect, useState } from 'react';
import { FEATURED_REVIEWS_PATH } from '../../../../contracts/review-paths';
import { type FeaturedReview, reviewsApi } from '../../../../contracts/reviews';
import { call } from '../../../lib/api';
import { pageDataFor } from '../../../lib/page-data';
import { failedToFetchReviews } from './failed-to-fetch';

/** `reviewsApi.featured`: a refusal raises "Failed to fetch reviews" (docs/product/reviews.md). */
export const fetchFeaturedReviews = () => call(reviewsApi.featured).catch(failedToFetchReviews);

let cache: Promise<FeaturedReview[]> | undefined;

/**
 * The featured reviews: those the prerendered page carries, else fetched once per page load (never stale, no
 * retry); a failure counts as none.
 */
export function useFeaturedReviews() {
  const embedded = pageDataFor<FeaturedReview[]>(FEATURED_REVIEWS_PATH);
  const [reviews, setReviews] = useState<FeaturedReview[] | undefined>(embedded);
  useEffect(() => {
    if (embedded) return;
    let active = true;
    cache ??= fetchFeaturedReviews().catch((error: unknown) => {
      console.warn(error instanceof Error ? error.message : error);
      cache = undefined;
      return [];
    });
    void cache.then((list) => {
      if (active) setReviews(list);
    });
    return () => {
      active = false;
    };
  }, [embedded]);
  return { reviews: reviews ?? [], isLoading: reviews === undefined };
}
