import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DecisionItem, type DecisionRequest, decisionItem } from '../../../../contracts/partnership';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import { overviewQuery } from './overview';
import { getJson, useRefreshingMutation } from './query-helpers';

export const decisionsQuery = (locationId: number) =>
  queryOptions<DecisionItem[]>({
    queryKey: ['/api/partnership-decisions', { locationId }],
    queryFn: async () =>
      z.array(decisionItem).parse(await getJson(`/api/partnership-decisions${toQueryString({ locationId })}`)),
  });

export const useDecisions = (locationId: number) => useQuery(decisionsQuery(locationId));

const touched = ({ locationId }: { locationId: number }) => [
  decisionsQuery(locationId).queryKey,
  overviewQuery(locationId).queryKey,
];

export const useCreateDecision = () =>
  useRefreshingMutation(
    (body: DecisionRequest & { locationId: number }) => apiRequest('POST', '/api/partnership-decisions', body),
    touched,
  );

export const useUpdateDecision = () =>
  useRefreshingMutation(
    ({ id, locationId: _location, ...body }: DecisionRequest & { id: number; locationId: number }) =>
      apiRequest('PUT', `/api/partnership-decisions/${id}`, body),
    touched,
  );
