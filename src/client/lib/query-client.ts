import { QueryClient } from '@tanstack/react-query';

/** Every query names its own reader (an endpoint's `call`). Never stale, no refetch on focus, no polling, no retries (docs/product/public-site.md). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
