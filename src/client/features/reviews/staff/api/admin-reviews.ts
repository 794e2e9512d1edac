import { useQuery } from '@tanstack/react-query';
import type { AdminReviewItem, CreateReviewRequest, ReviewStats } from '../../../../../contracts/admin-reviews';
import { apiRequest } from '../../../../lib/api';
import { jsonQuery, pageQuery } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';

/** Invalidating this refreshes every page and filter of the list, and the stat cards. */
export const adminReviewsKey = ['/api/admin/reviews'] as const;
export type ReviewFilters = { search?: string; status?: string; rating?: string; facilityType?: string };

export const adminReviewsQuery = (filters: ReviewFilters, page: number, pageSize = 24) =>
  pageQuery<AdminReviewItem>([...adminReviewsKey, 'list'], '/api/admin/reviews', { ...filters, page, pageSize });

export const reviewStatsQuery = () => jsonQuery<ReviewStats>([...adminReviewsKey, 'stats'], '/api/admin/reviews/stats');

export const useAdminReviews = (filters: ReviewFilters, page: number) => useQuery(adminReviewsQuery(filters, page));
export const useReviewStats = () => useQuery(reviewStatsQuery());

const useReviewChange = <T>(send: (input: T) => Promise<Response>) => useRefreshingMutation(send, [adminReviewsKey]);

export const useCreateReview = () =>
  useReviewChange((body: CreateReviewRequest) => apiRequest('POST', '/api/admin/reviews', body));
export const useSetReviewStatus = () =>
  useReviewChange((input: { id: number; status: 'approved' | 'declined'; moderationNotes?: string }) =>
    apiRequest('PATCH', `/api/admin/reviews/${input.id}/status`, {
      status: input.status,
      moderationNotes: input.moderationNotes,
    }),
  );
export const usePublishReview = () =>
  useReviewChange((id: number) => apiRequest('PATCH', `/api/admin/reviews/${id}/publish`));
export const useSetReviewFlags = () =>
  useReviewChange(({ id, ...flags }: { id: number; isFeatured?: boolean; isPublic?: boolean }) =>
    apiRequest('PATCH', `/api/admin/reviews/${id}/flags`, flags),
  );
