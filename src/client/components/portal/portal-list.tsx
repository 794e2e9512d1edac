import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { EmptyState, QueryState } from './query-state';

type PortalListProps<T> = {
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (item: T) => ReactNode;
};

/** A list the manager sent or received (reviews, requests, feedback, assets): loading, failure, empty, the items. */
export function PortalList<T extends { id: number }>(props: PortalListProps<T>) {
  return (
    <QueryState query={props.query} loading={props.loading} failed={props.failed}>
      {(items) =>
        items.length === 0 ? (
          <EmptyState>{props.empty}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => (
              <Fragment key={item.id}>{props.children(item)}</Fragment>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

/** A titled part of a tab that is one such list. */
export function PortalListSection<T extends { id: number }>({
  id,
  title,
  ...list
}: PortalListProps<T> & { id: string; title: string }) {
  return (
    <PortalSection id={id} title={title}>
      <PortalList {...list} />
    </PortalSection>
  );
}

/** A titled part of a tab. */
export function PortalSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="mb-3 text-lg font-semibold text-navy-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
