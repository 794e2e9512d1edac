import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  implementSuggestionRequest,
  reviewSuggestionRequest,
  SuggestionItem,
  suggestionCounts,
} from '../../../../contracts/assistant-admin';
import { apiRequest } from '../../../lib/api';
import { jsonQuery, pageQuery } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { trainingKey } from './training';

export const suggestionsKey = ['/api/admin/training-suggestions'] as const;
export type SuggestionCounts = z.infer<typeof suggestionCounts>;
export type SuggestionFilters = { search?: string; status?: string };

export const suggestionsQuery = (filters: SuggestionFilters, page: number, pageSize = 20) =>
  pageQuery<SuggestionItem>([...suggestionsKey, 'list'], '/api/admin/training-suggestions', {
    ...filters,
    page,
    pageSize,
  });

export const suggestionCountsQuery = () =>
  jsonQuery<SuggestionCounts>([...suggestionsKey, 'counts'], '/api/admin/training-suggestions/counts');

export const useSuggestions = (filters: SuggestionFilters, page: number) => useQuery(suggestionsQuery(filters, page));
export const useSuggestionCounts = () => useQuery(suggestionCountsQuery());

/** A review or an implementation: the suggestions and (after an implementation) the training list refresh. */
const useSuggestionChange = <T>(send: (input: T) => Promise<Response>) =>
  useRefreshingMutation(send, [suggestionsKey, trainingKey]);

export const useReviewSuggestion = () =>
  useSuggestionChange(({ id, ...body }: z.input<typeof reviewSuggestionRequest> & { id: number }) =>
    apiRequest('PUT', `/api/admin/training-suggestions/${id}`, body),
  );
export const useImplementSuggestion = () =>
  useSuggestionChange(({ id, ...body }: z.input<typeof implementSuggestionRequest> & { id: number }) =>
    apiRequest('POST', `/api/admin/training-suggestions/${id}/implement`, body),
  );
