import type { ProductRequestItem, ProductRequestRequest } from '../../../../../contracts/partnership';
import { portalCollection } from '../../../../components/portal/portal-query';
import { overviewQuery } from './overview';

/** /api/property-manager/product-requests: what the manager asked the market to carry, and the answers. */
const productRequests = portalCollection<ProductRequestItem, ProductRequestRequest>(
  '/api/property-manager/product-requests',
  [overviewQuery().queryKey],
);
export const useProductRequests = productRequests.useList;
export const useRequestProduct = productRequests.useSubmit;
