import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/** Never stale, no refetch on focus, no polling, no retries (docs/product/public-site.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
