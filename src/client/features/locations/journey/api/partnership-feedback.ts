import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type PartnershipFeedbackItem, partnershipFeedbackItem } from '../../../../../contracts/partnership';
import { apiRequest } from '../../../../lib/api';
import { toQueryString } from '../../../../lib/query-string';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';
import { getJson } from './query-helpers';

export type FeedbackFilter = { locationId: number; status?: string };

// The key holds the filter as an object: the location alone partially matches every status of that location.
export const partnershipFeedbackQuery = (filter: FeedbackFilter) =>
  queryOptions<PartnershipFeedbackItem[]>({
    queryKey: ['/api/partnership-feedback', filter],
    queryFn: async () =>
      z.array(partnershipFeedbackItem).parse(await getJson(`/api/partnership-feedback${toQueryString(filter)}`)),
    placeholderData: keepPreviousData,
  });

export const usePartnershipFeedback = (filter: FeedbackFilter) => useQuery(partnershipFeedbackQuery(filter));

export type FeedbackResponse = {
  id: number;
  locationId: number;
  status: PartnershipFeedbackItem['status'];
  response: string;
};

/** "Add Response" (docs/product/property-managers-and-journey.md): the answer and the status; the server records who responded and when. */
export const useRespondToFeedback = () =>
  useRefreshingMutation(
    ({ id, status, response }: FeedbackResponse) =>
      apiRequest('PUT', `/api/partnership-feedback/${id}`, { status, response }),
    ({ locationId }) => [partnershipFeedbackQuery({ locationId }).queryKey, overviewQuery(locationId).queryKey],
  );
