import { useQuery } from '@tanstack/react-query';
import type { ProductRequestItem, ProductRequestRequest } from '../../../../../contracts/partnership';
import { portalQuery, usePortalSubmit } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

const path = '/api/property-manager/product-requests';

/** GET /api/property-manager/product-requests: what the manager asked the market to carry, and the answers. */
export const productRequestsQuery = () => portalQuery<ProductRequestItem[]>(path);
export const useProductRequests = () => useQuery(productRequestsQuery());

export const useRequestProduct = () =>
  usePortalSubmit<ProductRequestRequest, ProductRequestItem>(path, [
    productRequestsQuery().queryKey,
    overviewQuery().queryKey,
  ]);
