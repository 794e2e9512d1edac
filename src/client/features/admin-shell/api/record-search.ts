import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSearchResult } from '../../../../contracts/admin-search';
import { apiRequest } from '../../../lib/api';
import { useDebounced } from '../../../lib/use-debounced';

/** GET /api/admin/search: records for the command palette, once two characters are typed (debounced). */
export function useRecordSearch(typed: string) {
  const q = useDebounced(typed.trim(), 250);
  return useQuery({
    queryKey: ['/api/admin/search', q],
    queryFn: async () =>
      (
        (await (await apiRequest('GET', `/api/admin/search?q=${encodeURIComponent(q)}`)).json()) as {
          results: AdminSearchResult[];
        }
      ).results,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
