import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Identity primary key shared by every table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A text column that holds one of an enumeration's values, typed as that enumeration; the table keeps it inside the
 * list with `checkIn`.
 */
export const oneOf = <const Values extends readonly string[]>(name: string, length: number, _values: Values) =>
  varchar(name, { length }).$type<Values[number]>();

/** A CHECK constraint that keeps a text column inside an enumeration (null allowed when the column is). */
export function checkIn(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}

export function checkRange(name: string, column: AnyPgColumn, min: number, max: number) {
  return check(name, sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`);
}

export const lower = (column: AnyPgColumn): SQL => sql`lower(${column})`;
