import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { journeyApi, type PartnershipFeedbackItem } from '../../../../../contracts/partnership';
import { call } from '../../../../lib/api';
import { keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

export type FeedbackFilter = { locationId: number; status?: string };

// The key holds the filter as an object: the location alone partially matches every status of that location.
export const partnershipFeedbackQuery = (filter: FeedbackFilter) =>
  queryOptions({
    queryKey: keyOf(journeyApi.feedback, { query: filter }),
    queryFn: () => call(journeyApi.feedback, { query: filter }),
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
      call(journeyApi.respondToFeedback, { params: { id }, body: { status, response } }),
    ({ locationId }) => [partnershipFeedbackQuery({ locationId }).queryKey, overviewQuery(locationId).queryKey],
  );
