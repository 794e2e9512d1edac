import type { Database } from '../../db/client';

/**
 * Runs one SQL statement written out in full (`$1`, `$2` … for `params`) and answers its rows, in `db`'s
 * transaction if it is one. On PostgreSQL the statement is prepared once per connection under `name` (the server
 * parses and plans it once, not on every call); a name stands for one text only. The text is taken as it is: no
 * query builder runs on the way.
 */
export async function runStatement<Row>(db: Database, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const result = await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}
