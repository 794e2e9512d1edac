import { type ProductRequestItem, productRequestItem } from '../../../../../contracts/partnership';
import { requestLists } from './request-lists';

/** One location's whole list (its Requests tab); `status` may be `open`. */
export type ProductRequestFilter = { locationId?: number; status?: string };
/** A page of every location's (/admin-manager-requests). */
export type ProductRequestPageFilters = { search?: string; status?: string; urgency?: string };

const path = '/api/admin/product-requests';
const lists = requestLists<ProductRequestItem, ProductRequestFilter, ProductRequestPageFilters, ProductAnswer>(
  path,
  productRequestItem,
);
export const productRequestsQuery = lists.listQuery;
export const productRequestsPageQuery = lists.pageQuery;

export type ProductAnswer = {
  id: number;
  locationId: number;
  status: ProductRequestItem['status'];
  response: string;
};

export const useAnswerProductRequest = lists.useAnswer;
