import { useQuery } from '@tanstack/react-query';
import { adminReviewsApi, type CreateReviewRequest } from '../../../../../contracts/admin-reviews';
import { call } from '../../../../lib/api';
import { endpointPageQuery, endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';

/** Invalidating these refreshes every page and filter of the list, and the stat cards. */
export const adminReviewsKeys = [keyOf(adminReviewsApi.list), keyOf(adminReviewsApi.stats)];
export type ReviewFilters = { search?: string; status?: string; rating?: string; facilityType?: string };

export const adminReviewsQuery = (filters: ReviewFilters, page: number, pageSize = 24) =>
  endpointPageQuery(adminReviewsApi.list, { query: { ...filters, page, pageSize } });

export const reviewStatsQuery = () => endpointQuery(adminReviewsApi.stats);

export const useAdminReviews = (filters: ReviewFilters, page: number) => useQuery(adminReviewsQuery(filters, page));
export const useReviewStats = () => useQuery(reviewStatsQuery());

const useReviewChange = <T, R>(send: (input: T) => Promise<R>) => useRefreshingMutation(send, adminReviewsKeys);

export const useCreateReview = () =>
  useReviewChange((body: CreateReviewRequest) => call(adminReviewsApi.create, { body }));
export const useSetReviewStatus = () =>
  useReviewChange((input: { id: number; status: 'approved' | 'declined'; moderationNotes?: string }) =>
    call(adminReviewsApi.moderate, {
      params: { id: input.id },
      body: { status: input.status, moderationNotes: input.moderationNotes },
    }),
  );
export const usePublishReview = () =>
  useReviewChange((id: number) => call(adminReviewsApi.publish, { params: { id } }));
export const useSetReviewFlags = () =>
  useReviewChange(({ id, ...flags }: { id: number; isFeatured?: boolean; isPublic?: boolean }) =>
    call(adminReviewsApi.setFlags, { params: { id }, body: flags }),
  );
