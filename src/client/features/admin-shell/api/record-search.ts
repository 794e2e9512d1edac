import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminSearchApi } from '../../../../contracts/admin-search';
import { call } from '../../../lib/api';
import { keyOf } from '../../../lib/api-queries';
import { useDebounced } from '../../../lib/use-debounced';

/** `adminSearchApi.search`: records for the command palette, once two characters are typed (debounced). */
export function useRecordSearch(typed: string) {
  const q = useDebounced(typed.trim(), 250);
  return useQuery({
    queryKey: keyOf(adminSearchApi.search, { query: { q } }),
    queryFn: async () => (await call(adminSearchApi.search, { query: { q } })).results,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
