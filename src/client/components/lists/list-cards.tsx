import type { ReactNode } from 'react';

/**
 * The rows of a back-office list as cards, two columns on wide screens: what `loading` says until the first answer,
 * the `empty` text when there are none. Each card is the caller's (`children`, an `<li>` with its key).
 */
export function ListCards<Item>(props: {
  items: readonly Item[] | undefined;
  /** A request is under way (a new page or filter after the first answer). */
  busy: boolean;
  loading: ReactNode;
  empty: string;
  children: (item: Item) => ReactNode;
}) {
  const { items } = props;
  return (
    <div className="p-4" aria-busy={props.busy}>
      {items === undefined ? (
        props.loading
      ) : items.length === 0 ? (
        <p className="py-12 text-center text-slate-600">{props.empty}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">{items.map((item) => props.children(item))}</ul>
      )}
    </div>
  );
}
