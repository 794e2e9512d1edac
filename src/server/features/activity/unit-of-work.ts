import type { Database } from '../../db/client';
import type { DomainEvent, DomainEvents } from '../../lib/domain-events';
import { type ActivityOf, type Actor, recordActivity } from './service';

/** What a unit of work runs with: the database it opens its transaction on, and the app's event hub. */
export type WorkContext = { db: Database; events: DomainEvents };

/**
 * One change as a service makes it: its statements run on `tx`, and what the change causes is handed over to happen
 * at the right moment instead of being done on the spot.
 */
export interface Work {
  /** The transaction: every read and write of the change goes through it. */
  readonly tx: Database;
  /** The change's activity row (the actor adds who and from where): written in the transaction, before commit. */
  record(entry: ActivityOf): void;
  /** `record` for the record the change made or changed, named by its id; answers the record, to return it. */
  recorded<Item extends { id: number }>(item: Item, entry: Omit<ActivityOf, 'resourceId'>): Item;
  /** A domain event, emitted once the change is committed (never for a change rolled back). */
  emit(event: DomainEvent): void;
  /** Anything else the change causes outside the database (wake the mail worker, a push): run after commit. */
  after(what: string, effect: () => unknown): void;
}

/**
 * Runs a change as one unit: `change` in one transaction, its activity rows written in that transaction (so the log
 * never misses a kept change nor holds a rolled-back one), and its events and effects after the commit, in the order
 * the change asked for them; a failing effect is logged and never turns the kept change into an error. Without an
 * actor (the demo content, a command run on the server) the rows are not written: nobody did it.
 */
export async function unitOfWork<T>(
  context: WorkContext,
  actor: Actor | undefined,
  change: (work: Work) => Promise<T>,
): Promise<T> {
  const effects: { what: string; run: () => unknown }[] = [];
  const result = await context.db.transaction(async (tx) => {
    const rows: ActivityOf[] = [];
    const work: Work = {
      tx,
      record: (entry) => rows.push(entry),
      recorded: (item, entry) => {
        rows.push({ ...entry, resourceId: item.id });
        return item;
      },
      emit: (event) => effects.push({ what: event.type, run: () => context.events.emit(event) }),
      after: (what, effect) => effects.push({ what, run: effect }),
    };
    const value = await change(work);
    if (actor) {
      const { userId, ipAddress, userAgent, outsider } = actor;
      // Someone not on staff has no user row: the log says who they were.
      const by = outsider ? { by: outsider, name: actor.name } : undefined;
      for (const row of rows)
        await recordActivity(tx, {
          ...row,
          userId,
          ipAddress,
          userAgent,
          details: by ? { ...row.details, ...by } : row.details,
        });
    }
    return value;
  });
  for (const effect of effects) await context.events.runEffect(effect.run, effect.what);
  return result;
}
