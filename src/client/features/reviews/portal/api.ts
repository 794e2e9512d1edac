import { useQuery } from '@tanstack/react-query';
import type { PortalReviewItem, PortalReviewRequest } from '../../../../contracts/portal';
import { portalQuery, usePortalSubmit } from '../../../components/portal/portal-query';

const path = '/api/property-manager/reviews';

/** GET /api/property-manager/reviews: the manager's own reviews with their moderation status. */
export const portalReviewsQuery = () => portalQuery<PortalReviewItem[]>(path);
export const usePortalReviews = () => useQuery(portalReviewsQuery());

/** POST /api/property-manager/reviews: pending until the team moderates it. */
export const useSubmitReview = () =>
  usePortalSubmit<PortalReviewRequest, PortalReviewItem>(path, [portalReviewsQuery().queryKey]);
