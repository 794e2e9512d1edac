import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ListToolbarFrame } from './list-toolbar';
import { ListPagination } from './pagination';

/** What a list screen reads of `useListFilters`: the search box's text and the page. */
export type ListView = {
  search: string;
  setSearch: (value: string) => void;
  page: number;
  setPage: (page: number) => void;
};

export type ListScreenProps = {
  /** The accessible name of the section. */
  label: string;
  /** Names the search box (`{id}-search`). */
  id: string;
  placeholder: string;
  view: ListView;
  /** The answer's page figures, once it came. */
  page: { pageSize: number; total: number } | undefined;
  filters?: ReactNode;
  /** At the end of the toolbar row (an export, a create button). */
  end?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * A back-office list: its section, the search box with the filters beside it, the rows (a `DataTable`, or cards)
 * and, once the answer has rows, the pages. The rows and their empty, loading and error states are the caller's.
 */
export function ListScreen(props: ListScreenProps) {
  const { view, page } = props;
  return (
    <section
      aria-label={props.label}
      data-testid={props.testId}
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-soft', props.className)}
    >
      <ListToolbarFrame
        id={props.id}
        search={view.search}
        onSearch={view.setSearch}
        placeholder={props.placeholder}
        end={props.end}
      >
        {props.filters}
      </ListToolbarFrame>
      {props.children}
      <ListPagination answer={page} page={view.page} onPage={view.setPage} />
    </section>
  );
}
