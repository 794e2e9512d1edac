import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type MilestoneItem, type MilestoneRequest, milestoneItem } from '../../../../contracts/partnership';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { overviewQuery } from './overview';
import { getJson, useRefreshingMutation } from './query-helpers';

export const milestonesQuery = (locationId: number) =>
  queryOptions<MilestoneItem[]>({
    queryKey: ['/api/partnership-milestones', { locationId }],
    queryFn: async () =>
      z.array(milestoneItem).parse(await getJson(`/api/partnership-milestones${toQueryString({ locationId })}`)),
  });

export const useMilestones = (locationId: number) => useQuery(milestonesQuery(locationId));

const touched = ({ locationId }: { locationId: number }) => [
  milestonesQuery(locationId).queryKey,
  overviewQuery(locationId).queryKey,
];

export const useCreateMilestone = () =>
  useRefreshingMutation(
    (body: MilestoneRequest & { locationId: number }) => apiRequest('POST', '/api/partnership-milestones', body),
    touched,
  );

export const useUpdateMilestone = () =>
  useRefreshingMutation(
    ({ id, locationId: _location, ...body }: MilestoneRequest & { id: number; locationId: number }) =>
      apiRequest('PUT', `/api/partnership-milestones/${id}`, body),
    touched,
  );
