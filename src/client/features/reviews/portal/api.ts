import { useQuery } from '@tanstack/react-query';
import type { PortalReviewRequest } from '../../../../contracts/portal';
import { portalReviewsApi } from '../../../../contracts/reviews';
import { call } from '../../../lib/api';
import { endpointQuery, keyOf } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** `portalReviewsApi.list`: the manager's own reviews with their moderation status. */
export const portalReviewsQuery = () => endpointQuery(portalReviewsApi.list);
export const usePortalReviews = () => useQuery(portalReviewsQuery());

/** `portalReviewsApi.submit`: pending until the team moderates it; the manager's list refreshes. */
export const useSubmitReview = () =>
  useRefreshingMutation(
    (body: PortalReviewRequest) => call(portalReviewsApi.submit, { body }),
    [keyOf(portalReviewsApi.list)],
  );
