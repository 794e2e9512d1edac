import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type implementSuggestionRequest,
  type reviewSuggestionRequest,
  type suggestionCounts,
  suggestionsApi,
} from '../../../../contracts/assistant-admin';
import { call } from '../../../lib/api';
import { endpointPageQuery, endpointQuery, keyOf } from '../../../lib/api-queries';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { trainingKeys } from './training';

/** Invalidating these refreshes every page and filter of the suggestions, and their counts. */
export const suggestionKeys = [keyOf(suggestionsApi.list), keyOf(suggestionsApi.counts)];
export type SuggestionCounts = z.infer<typeof suggestionCounts>;
export type SuggestionFilters = { search?: string; status?: string };

export const suggestionsQuery = (filters: SuggestionFilters, page: number, pageSize = 20) =>
  endpointPageQuery(suggestionsApi.list, { query: { ...filters, page, pageSize } });

export const suggestionCountsQuery = () => endpointQuery(suggestionsApi.counts);

export const useSuggestions = (filters: SuggestionFilters, page: number) => useQuery(suggestionsQuery(filters, page));
export const useSuggestionCounts = () => useQuery(suggestionCountsQuery());

/** A review or an implementation: the suggestions and (after an implementation) the training list refresh. */
const useSuggestionChange = <T, R>(send: (input: T) => Promise<R>) =>
  useRefreshingMutation(send, [...suggestionKeys, ...trainingKeys]);

export const useReviewSuggestion = () =>
  useSuggestionChange(({ id, ...body }: z.input<typeof reviewSuggestionRequest> & { id: number }) =>
    call(suggestionsApi.review, { params: { id }, body }),
  );
export const useImplementSuggestion = () =>
  useSuggestionChange(({ id, ...body }: z.input<typeof implementSuggestionRequest> & { id: number }) =>
    call(suggestionsApi.implement, { params: { id }, body }),
  );
