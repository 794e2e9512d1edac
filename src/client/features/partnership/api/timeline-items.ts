import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type TimelineItem, type TimelineItemRequest, timelineItem } from '../../../../contracts/partnership';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { overviewQuery } from './overview';
import { getJson, useRefreshingMutation } from './query-helpers';

/** The installation timeline, by estimated date (undated last), as the server orders it. */
export const timelineItemsQuery = (locationId: number) =>
  queryOptions<TimelineItem[]>({
    queryKey: ['/api/installation-timeline', { locationId }],
    queryFn: async () =>
      z.array(timelineItem).parse(await getJson(`/api/installation-timeline${toQueryString({ locationId })}`)),
  });

export const useTimelineItems = (locationId: number) => useQuery(timelineItemsQuery(locationId));

const touched = ({ locationId }: { locationId: number }) => [
  timelineItemsQuery(locationId).queryKey,
  overviewQuery(locationId).queryKey,
];

export const useCreateTimelineItem = () =>
  useRefreshingMutation(
    (body: TimelineItemRequest & { locationId: number }) => apiRequest('POST', '/api/installation-timeline', body),
    touched,
  );

export const useUpdateTimelineItem = () =>
  useRefreshingMutation(
    ({ id, locationId: _location, ...body }: TimelineItemRequest & { id: number; locationId: number }) =>
      apiRequest('PUT', `/api/installation-timeline/${id}`, body),
    touched,
  );
