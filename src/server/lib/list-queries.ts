import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A case-insensitive "contains" over several text columns (null columns count as empty), written as the SQL
 * function `search_text(...)` of the columns: the trigram indexes of migration 0013 are built on the same calls,
 * column for column, so keep the two in step (decision 038).
 */
export function searchAcross(term: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  return sql`search_text(${sql.join(columns, sql`, `)}) ilike ${containsPattern(term)}`;
}

/**
 * A list's select filters, each named as its query parameter with the column it is matched against: one chosen keeps
 * the rows whose column equals it; one left out (or empty: "all") keeps every row.
 */
export function chosenFilters<Query extends object>(
  query: Query,
  columns: { [Name in keyof Query]?: AnyPgColumn },
): SQL[] {
  return Object.entries(columns).flatMap(([name, column]) => {
    const value = query[name as keyof Query];
    return value && column ? [eq(column as AnyPgColumn, value)] : [];
  });
}

/** Newest (or oldest) first with the id as tie-break, written to match the (created_at desc, id desc) indexes. */
export function byCreated(table: { createdAt: AnyPgColumn; id: AnyPgColumn }, sort: 'newest' | 'oldest'): SQL[] {
  return sort === 'oldest'
    ? [sql`${table.createdAt} asc nulls first`, sql`${table.id} asc nulls first`]
    : [sql`${table.createdAt} desc nulls last`, sql`${table.id} desc nulls last`];
}
