import { useEffect, useState } from 'react';
import type { FeaturedReview } from '../../../../contracts/reviews';

/** GET /api/reviews?facilityType=…: the published, public reviews of one market (beyond the spec). */
export async function fetchMarketReviews(facilityType: string): Promise<FeaturedReview[]> {
  const res = await fetch(`/api/reviews?facilityType=${encodeURIComponent(facilityType)}`, { credentials: 'include' });
  if (!res.ok) throw new Error('Failed to fetch reviews');
  return (await res.json()) as FeaturedReview[];
}

/** One market's reviews, fetched after hydration; a failure counts as none (the page says nothing then). */
export function useMarketReviews(facilityType: string) {
  const [reviews, setReviews] = useState<FeaturedReview[]>([]);
  useEffect(() => {
    let active = true;
    fetchMarketReviews(facilityType)
      .then((list) => {
        if (active) setReviews(list);
      })
      .catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
    return () => {
      active = false;
    };
  }, [facilityType]);
  return reviews;
}
