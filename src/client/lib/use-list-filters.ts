import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useDebounced } from './use-debounced';

/**
 * The state of a back-office list: a search box (debounced 300 ms), named filters (empty, "all", unless `initial`
 * says otherwise) and the page. Any change of search or filter goes back to page 1. A `?search=` in the address
 * fills the box, on arrival and whenever it changes (the command palette opens a screen on a record that way).
 */
export function useListFilters<K extends string>(keys: readonly K[], initial: Partial<Record<K, string>> = {}) {
  const asked = new URLSearchParams(useSearch()).get('search') ?? '';
  const [search, setSearchText] = useState(asked);
  const [values, setValues] = useState(
    () => Object.fromEntries(keys.map((key) => [key, initial[key] ?? ''])) as Record<K, string>,
  );
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (asked) {
      setSearchText(asked);
      setPage(1);
    }
  }, [asked]);
  const settledSearch = useDebounced(search.trim());
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    values,
    setFilter: (key: K, value: string) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setPage(1);
    },
    page,
    setPage,
    /** What the list call sends. */
    filters: { search: settledSearch, ...values },
    /** Whether anything narrows the list (for "no match" versus "nothing yet"). */
    filtered: Boolean(settledSearch) || Object.values<string>(values).some(Boolean),
  };
}

export type ListFilters<K extends string> = ReturnType<typeof useListFilters<K>>;
