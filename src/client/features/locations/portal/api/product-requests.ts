import { useQuery } from '@tanstack/react-query';
import type { ProductRequestRequest } from '../../../../../contracts/partnership';
import { portalApi } from '../../../../../contracts/portal';
import { call } from '../../../../lib/api';
import { endpointQuery, keyOf } from '../../../../lib/api-queries';
import { useRefreshingMutation } from '../../../../lib/use-refreshing-mutation';
import { overviewQuery } from './overview';

/** `portalApi.productRequests`: what the manager asked the market to carry, and the answers. */
export const useProductRequests = () => useQuery(endpointQuery(portalApi.productRequests));
export const useRequestProduct = () =>
  useRefreshingMutation(
    (body: ProductRequestRequest) => call(portalApi.requestProduct, { body }),
    [keyOf(portalApi.productRequests), overviewQuery().queryKey],
  );
