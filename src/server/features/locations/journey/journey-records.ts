import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { installationTimeline, partnershipDecisions, partnershipMilestones } from '../../../db/schema/index';
import { notFound } from '../../../lib/domain-error';
import type { DomainEvents } from '../../../lib/domain-events';
import { present } from '../../../lib/present';
import { type Actor, unitOfWork } from '../../activity';

type JourneyTable = typeof partnershipMilestones | typeof installationTimeline | typeof partnershipDecisions;
/** Columns of a row to write: values, or SQL the database works out. */
type Values<T extends JourneyTable> = { [Column in keyof T['$inferInsert']]?: T['$inferInsert'][Column] | SQL };

/**
 * One kind of record on a location's journey (milestones, timeline items, decisions): listed for a location in the
 * kind's `order`, added to a location and edited by id with the columns it takes from the input. Each change is
 * made with its activity row (`resource`, created with the location's id, or updated) in one transaction; editing
 * a record that does not exist answers 404 ("Timeline item not found"). Without an actor (the seed) nothing is logged.
 */
export function journeyRecords<T extends JourneyTable, Item extends { id: number }, Input>(kind: {
  table: T;
  resource: string;
  toItem: (row: T['$inferSelect']) => Item;
  order: (table: T) => SQL[];
  columns: (input: Input) => Values<T>;
  /** What a new record stores besides its columns (default nothing). */
  added?: (input: Input) => Values<T>;
  /** What an edit stores besides the columns (default nothing). */
  edited?: (input: Input, table: T) => Values<T>;
}) {
  const { resource, table } = kind;
  // The record's name in words ("timeline item"), for the routes' summaries and the 404.
  const name = resource.replaceAll('_', ' ');
  const missing = `${name.charAt(0).toUpperCase()}${name.slice(1)} not found`;
  // The three tables have every column used here; drizzle cannot type a statement on a table that is a type
  // parameter, so the statements are typed on one of them (as the request lists do).
  const t = table as typeof partnershipMilestones;
  type Row = T['$inferSelect'];
  return {
    name,
    list: async (db: Database, locationId: number) => {
      const rows = await db
        .select()
        .from(t)
        .where(eq(t.locationId, locationId))
        .orderBy(...kind.order(table));
      return rows.map((row) => kind.toItem(row as Row));
    },
    /** A record added to the location the form names (its `locationId`). */
    create: (db: Database, input: Input & { locationId: number }, actor: Actor | undefined, events: DomainEvents) =>
      unitOfWork({ db, events }, actor, async ({ tx, record }) => {
        const { locationId } = input;
        const values = { locationId, ...kind.columns(input), ...kind.added?.(input) };
        const [row] = await tx
          .insert(t)
          .values(values as typeof t.$inferInsert)
          .returning();
        const item = kind.toItem(present(row) as Row);
        record({ resource, action: 'create', resourceId: item.id, details: { locationId } });
        return item;
      }),
    update: (db: Database, id: number, input: Input, actor: Actor, events: DomainEvents) =>
      unitOfWork({ db, events }, actor, async ({ tx, record }) => {
        const values = { ...kind.columns(input), ...kind.edited?.(input, table) };
        const [row] = await tx
          .update(t)
          .set(values as typeof t.$inferInsert)
          .where(eq(t.id, id))
          .returning();
        if (!row) throw notFound(missing);
        const item = kind.toItem(row as Row);
        record({ resource, action: 'update', resourceId: item.id });
        return item;
      }),
  };
}
