import { useEffect, useState } from 'react';
import { marketReviewsPath } from '../../../../contracts/review-paths';
import type { FeaturedReview } from '../../../../contracts/reviews';
import { pageDataFor } from '../../../lib/page-data';

/** GET /api/reviews?facilityType=…: the published, public reviews of one market (beyond the spec). */
export async function fetchMarketReviews(facilityType: string): Promise<FeaturedReview[]> {
  const res = await fetch(marketReviewsPath(facilityType), { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch reviews');
  return (await res.json()) as FeaturedReview[];
}

/**
 * One market's reviews: those the prerendered page carries, else fetched after hydration; a failure counts as
 * none (the page says nothing then).
 */
export function useMarketReviews(facilityType: string) {
  const embedded = pageDataFor<FeaturedReview[]>(marketReviewsPath(facilityType));
  const [reviews, setReviews] = useState<FeaturedReview[]>(embedded ?? []);
  useEffect(() => {
    if (embedded) return;
    let active = true;
    fetchMarketReviews(facilityType)
      .then((list) => {
        if (active) setReviews(list);
      })
      .catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
    return () => {
      active = false;
    };
  }, [facilityType, embedded]);
  return reviews;
}
