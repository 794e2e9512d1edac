import { type ProductRequestItem, productRequestItem } from '../../../../../contracts/partnership';
import { requestLists } from './request-lists';

/** One location's whole list (its Requests tab); `status` may be `open`. */
export type ProductRequestFilter = { locationId?: number; status?: string };
/** A page of every location's (/admin-manager-requests). */
export type ProductRequestPageFilters = { search?: string; status?: string; urgency?: string };

/** Product requests, read as a location's list or a page of all; `useAnswer` approves, declines or fulfils one. */
export const productRequests = requestLists<
  ProductRequestItem,
  ProductRequestFilter,
  ProductRequestPageFilters,
  { response: string }
>('/api/admin/product-requests', productRequestItem);
