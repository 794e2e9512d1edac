import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PortalList, PortalListSection } from './portal-list';

/**
 * A list of the manager's own things, worded from what it holds: "Your brand assets" over it, "Loading your brand
 * assets" while it loads, "Failed to load your brand assets." when it failed. Without a titleId it has no heading of
 * its own (where it stands names it).
 */
export function OwnList<T extends { id: number }>(props: {
  /** What the list holds, as the manager reads it after "your": "brand assets". */
  of: string;
  titleId?: string;
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  /** The spinner's words, when they are not "Loading your …". */
  loading?: string;
  children: (item: T) => ReactNode;
}) {
  const list = {
    query: props.query,
    loading: props.loading ?? `Loading your ${props.of}`,
    failed: `Failed to load your ${props.of}.`,
    empty: props.empty,
    children: props.children,
  };
  if (!props.titleId) return <PortalList {...list} />;
  return <PortalListSection id={props.titleId} title={`Your ${props.of}`} {...list} />;
}
