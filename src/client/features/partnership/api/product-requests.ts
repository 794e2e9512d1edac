import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type ProductRequestItem, productRequestItem } from '../../../../contracts/partnership';
import { apiRequest } from '../../../lib/api';
import { toQueryString } from '../../../lib/query-string';
import type { RequestFilter } from './manager-inquiries';
import { overviewQuery } from './overview';
import { getJson, useRefreshingMutation } from './query-helpers';

// With no filter the key is a prefix of every filtered one: invalidating it refreshes each list that shows requests.
export const productRequestsQuery = (filter: RequestFilter = {}) =>
  queryOptions<ProductRequestItem[]>({
    queryKey: ['/api/admin/product-requests', filter],
    queryFn: async () =>
      z.array(productRequestItem).parse(await getJson(`/api/admin/product-requests${toQueryString(filter)}`)),
  });

export type ProductAnswer = {
  id: number;
  locationId: number;
  status: ProductRequestItem['status'];
  response: string;
};

export const useAnswerProductRequest = () =>
  useRefreshingMutation(
    ({ id, locationId: _location, ...body }: ProductAnswer) =>
      apiRequest('PUT', `/api/admin/product-requests/${id}`, body),
    ({ locationId }) => [productRequestsQuery().queryKey, overviewQuery(locationId).queryKey],
  );
