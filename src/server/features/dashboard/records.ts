import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { type ActivityOf, type Actor, unitOfWork } from '../activity';

/** The answer to a change of an inquiry or feedback item that does not exist (or was deleted meanwhile). */
export const NO_SUCH_RECORD = 'No such record.';

/**
 * A staff change of one inquiry or feedback item: `update` changes the row and returns it (none when it does not
 * exist: 404), in one transaction with its activity row; after the commit the dashboard's counts hear of it.
 */
export async function changeInboxRecord<Row, Item>(
  db: Database,
  actor: Actor,
  events: DomainEvents,
  update: (tx: Database) => PromiseLike<Row[]>,
  toItem: (row: Row) => Item,
  record: (item: Item) => ActivityOf,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record: write, emit }) => {
    const [row] = await update(tx);
    if (!row) throw notFound(NO_SUCH_RECORD);
    const item = toItem(row);
    write(record(item));
    emit({ type: 'inbox-changed' });
    return item;
  });
}
