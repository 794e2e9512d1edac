import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mergeRequests, serverStatus, sourcesFor } from '../components/requests/request-model';
import { managerInquiriesQuery } from './manager-inquiries';
import { productRequestsQuery } from './product-requests';

export type ManagerRequestFilter = { locationId?: number; kind: string; status: string };

/** Meeting requests, questions and product requests as one list; only the lists the filter can match are read. */
export function useManagerRequests(filter: ManagerRequestFilter) {
  const status = serverStatus(filter.status);
  const sources = sourcesFor(filter.kind, filter.status);
  const inquiries = useQuery({
    ...managerInquiriesQuery({ locationId: filter.locationId, status }),
    enabled: sources.inquiries,
    placeholderData: keepPreviousData,
  });
  const products = useQuery({
    ...productRequestsQuery({ locationId: filter.locationId, status }),
    enabled: sources.products,
    placeholderData: keepPreviousData,
  });
  const reads = [sources.inquiries && inquiries, sources.products && products].filter((read) => read !== false);
  const ready = reads.every((read) => read.data !== undefined);
  return {
    rows: ready
      ? mergeRequests(
          sources.inquiries ? (inquiries.data ?? []) : [],
          sources.products ? (products.data ?? []) : [],
          filter,
        )
      : undefined,
    isFetching: reads.some((read) => read.isFetching),
    isError: reads.some((read) => read.isError),
  };
}
