import { and, count, desc, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../contracts/common';
import { byCreated } from '../lib/list-queries';
import { keysetBatches, pageOf } from '../lib/paged-list';
import type { Database } from './client';

/** What a list needs of the table's `db.select().from(table)`: filtered, sorted, then limited and offset. */
type RowsOf<Row> = {
  where(where: SQL | undefined): {
    orderBy(...order: SQL[]): PromiseLike<Row[]> & {
      limit(n: number): PromiseLike<Row[]> & { offset(n: number): PromiseLike<Row[]> };
    };
  };
};

/**
 * A back-office list of one table's rows and its export, from the list's query string: `rows(db)` is the table's
 * `db.select().from(table)` (written where the table is named, so Drizzle types its rows), `parse` reads the query
 * and `filters` turns it into the condition both share.
 */
export function tableListing<Input, Query extends ListPaging, Row extends { id: number }, Item>(listing: {
  table: PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };
  rows: (db: Database) => RowsOf<Row>;
  parse: (input: Input) => Query;
  filters: (query: Query) => SQL | undefined;
  toItem: (row: Row) => Item;
}) {
  const { table, rows, parse, filters, toItem } = listing;
  return {
    /** The filtered rows by creation date, as one page when a page is asked for, else the whole list (`pageOf`). */
    async list(db: Database, input: Input): Promise<Item[] | Page<Item>> {
      const query = parse(input);
      const where = filters(query);
      return pageOf(
        rows(db)
          .where(where)
          .orderBy(...byCreated(table, query.sort)),
        () => db.select({ n: count() }).from(table).where(where),
        query,
        toItem,
      );
    },
    /** Every filtered row in batches of `size`, newest first by id, for a streamed export (`keysetBatches`). */
    batches(db: Database, input: Input, size = 1000) {
      const where = filters(parse(input));
      return keysetBatches((before) =>
        rows(db)
          .where(and(where, before === undefined ? undefined : lt(table.id, before)))
          .orderBy(desc(table.id))
          .limit(size),
      );
    },
  };
}

type ListPaging = { sort: 'newest' | 'oldest'; page?: number | undefined; pageSize: number };
