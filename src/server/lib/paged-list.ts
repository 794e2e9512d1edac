import type { Page } from '../../contracts/common';

/** A built list query (filtered and sorted) that can still be limited and offset. */
type ListQuery<Row> = PromiseLike<Row[]> & {
  limit(n: number): PromiseLike<Row[]> & { offset(n: number): PromiseLike<Row[]> };
};

/**
 * The list endpoints' answer (docs/product/back-office.md): one page and the filter's total when a page is asked for,
 * otherwise the whole list (at most `cap` rows when given). `total` runs only for a page.
 */
export async function pageOf<Row, Item>(
  list: ListQuery<Row>,
  total: () => PromiseLike<{ n: number }[]>,
  paging: { page?: number | undefined; pageSize: number; cap?: number },
  toItem: (row: Row) => Item,
): Promise<Item[] | Page<Item>> {
  const { page, pageSize, cap } = paging;
  if (!page) return (await (cap ? list.limit(cap) : list)).map(toItem);
  const [rows, [counted]] = await Promise.all([list.limit(pageSize).offset((page - 1) * pageSize), total()]);
  return { items: rows.map(toItem), total: counted?.n ?? 0, page, pageSize };
}

/**
 * Every row of a filter in batches, newest first by descending id, as the lists show them (keyset paging, so a large
 * export neither skips nor repeats rows and each batch is an index range scan). `next(before)` reads the batch of
 * ids below `before` (every id when undefined). The next batch is asked for as soon as one arrives, so the database
 * reads it while the caller writes out the one before.
 */
export async function* keysetBatches<Row extends { id: number }>(
  next: (before: number | undefined) => PromiseLike<Row[]>,
) {
  let pending = Promise.resolve(next(undefined));
  for (;;) {
    const rows = await pending;
    const last = rows.at(-1);
    if (!last) return;
    pending = Promise.resolve(next(last.id));
    // A caller that stops early (a download cancelled) never awaits the batch read ahead: its failure is no fault.
    pending.catch(() => {});
    yield rows;
  }
}
