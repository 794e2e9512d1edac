import { useEffect, useState } from 'react';
import { isOneOf, reviewFacilityTypes } from '../../../../contracts/enums';
import { marketReviewsPath } from '../../../../contracts/review-paths';
import { type FeaturedReview, reviewsApi } from '../../../../contracts/reviews';
import { call } from '../../../lib/api';
import { pageDataFor } from '../../../lib/page-data';
import { failedToFetchReviews } from './failed-to-fetch';

/** `reviewsApi.market`: the published, public reviews of one market (beyond the spec). */
export async function fetchMarketReviews(facilityType: string): Promise<FeaturedReview[]> {
  // Every market page names a review facility type; any other the server would refuse.
  if (!isOneOf(reviewFacilityTypes, facilityType)) throw new Error('Failed to fetch reviews');
  return call(reviewsApi.market, { query: { facilityType } }).catch(failedToFetchReviews);
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
