import type { Database } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import type { DomainEvent, DomainEvents } from '../../lib/domain-events';
import type { ActivityOf, Actor } from './service';
import { unitOfWork } from './unit-of-work';

/** The answer to a change of a record that does not exist (or was deleted meanwhile). */
export const NO_SUCH_RECORD = 'No such record.';

/** A staff member's change of one record, as `changeOneRecord` makes it. */
export type OneRecordChange<Row, Item> = {
  /** Changes the row and returns it; none when it does not exist (404). */
  update: (tx: Database) => PromiseLike<Row[]>;
  /** The 404's message, naming the record ("Saved reply not found"); `NO_SUCH_RECORD` unless said. */
  missing?: string;
  /** The row as the screens read it. */
  toItem: (row: Row) => Item;
  /** The activity row of the change. */
  activity: (item: Item) => ActivityOf;
  /** Whom the change concerns after the commit; none when nothing derived follows the record. */
  event?: DomainEvent;
};

/** A change of one record in one transaction with its activity row; its event, if any, is emitted after the commit. */
export async function changeOneRecord<Row, Item>(
  db: Database,
  actor: Actor,
  events: DomainEvents,
  change: OneRecordChange<Row, Item>,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record, emit }) => {
    const [row] = await change.update(tx);
    if (!row) throw notFound(change.missing ?? NO_SUCH_RECORD);
    const item = change.toItem(row);
    record(change.activity(item));
    if (change.event) emit(change.event);
    return item;
  });
}
