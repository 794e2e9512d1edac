import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UNPAGED_REQUESTS_CAP } from '../../../../../contracts/partnership';
import { inquiryRows, mergeRequests, productRows, sourcesFor } from '../components/requests/request-model';
import { type InquiryPageFilters, managerInquiries } from './manager-inquiries';
import { type ProductRequestPageFilters, productRequests } from './product-requests';

export type ManagerRequestFilter = { locationId: number; kind: string; status: string };

/**
 * One location's meeting requests, questions and product requests as one list (its Requests tab: a location's
 * lists are small). The server filters each; only the lists the filter can match are read.
 */
export function useManagerRequests(filter: ManagerRequestFilter) {
  const { locationId, status } = filter;
  const sources = sourcesFor(filter.kind, status);
  const kind = filter.kind === 'product' ? undefined : filter.kind;
  const inquiries = useQuery({
    ...managerInquiries.listQuery({ locationId, status, kind }),
    enabled: sources.inquiries,
    placeholderData: keepPreviousData,
  });
  const products = useQuery({
    ...productRequests.listQuery({ locationId, status }),
    enabled: sources.products,
    placeholderData: keepPreviousData,
  });
  const reads = [sources.inquiries && inquiries, sources.products && products].filter((read) => read !== false);
  const ready = reads.every((read) => read.data !== undefined);
  const inquiryList = sources.inquiries ? (inquiries.data ?? []) : [];
  const productList = sources.products ? (products.data ?? []) : [];
  return {
    rows: ready ? mergeRequests(inquiryList, productList) : undefined,
    /** Whether a list stopped at the server's cap for a whole list (the newest of that kind are shown). */
    capped: Math.max(inquiryList.length, productList.length) >= UNPAGED_REQUESTS_CAP,
    isFetching: reads.some((read) => read.isFetching),
    isError: reads.some((read) => read.isError),
  };
}

/** /admin-manager-requests: a page of every location's meeting requests and questions, as table rows. */
export const useInquiryPage = (filters: InquiryPageFilters, page: number, enabled: boolean) =>
  useQuery({ ...managerInquiries.pageQuery(filters, page), select: inquiryRows, enabled });

/** /admin-manager-requests: a page of every location's product requests, as table rows. */
export const useProductRequestPage = (filters: ProductRequestPageFilters, page: number, enabled: boolean) =>
  useQuery({ ...productRequests.pageQuery(filters, page), select: productRows, enabled });
