import { useEffect, useState } from 'react';
import type { FeaturedReview } from '../../../../contracts/reviews';

/** GET /api/reviews/featured: a non-OK answer raises "Failed to fetch reviews" (docs/product/reviews.md). */
export async function fetchFeaturedReviews(): Promise<FeaturedReview[]> {
  const res = await fetch('/api/reviews/featured', { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch reviews');
  return (await res.json()) as FeaturedReview[];
}

let cache: Promise<FeaturedReview[]> | undefined;

/** The featured reviews, fetched once per page load (never stale, no retry); a failure counts as none. */
export function useFeaturedReviews() {
  const [reviews, setReviews] = useState<FeaturedReview[] | undefined>(undefined);
  useEffect(() => {
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
  }, []);
  return { reviews: reviews ?? [], isLoading: reviews === undefined };
}
