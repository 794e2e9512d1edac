import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A case-insensitive "contains" over several text columns (null columns count as empty). */
export function searchAcross(term: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!term) return undefined;
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return sql`(${joined}) ilike ${containsPattern(term)}`;
}

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

// The 24-hour response promise (public-site.md §9).
export const RESPONSE_PROMISE_MS = 24 * 60 * 60_000;
