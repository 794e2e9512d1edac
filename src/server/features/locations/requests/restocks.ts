import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RestockItem, restockRequest } from '../../../../contracts/partnership';
import type { Database } from '../../../db/client';
import { locations, productRestocks } from '../../../db/schema/index';
import type { DomainEvents } from '../../../lib/domain-events';
import { present } from '../../../lib/present';
import { type Actor, unitOfWork } from '../../activity';

const toRestockItem = ({ createdAt: _c, ...row }: typeof productRestocks.$inferSelect): RestockItem => row;

/** Restocks of a location, newest first (past and planned). */
export async function listRestocks(db: Database, locationId: number) {
  const rows = await db
    .select()
    .from(productRestocks)
    .where(eq(productRestocks.locationId, locationId))
    .orderBy(desc(productRestocks.restockDate), desc(productRestocks.id))
    .limit(200);
  return rows.map(toRestockItem);
}

/** A restock on the calendar; the location's last and next restock dates follow. */
export async function recordRestock(
  db: Database,
  input: z.output<typeof restockRequest>,
  actor: Actor | undefined,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, recorded }) => {
    const [row] = await tx
      .insert(productRestocks)
      .values({
        locationId: input.locationId,
        restockDate: input.restockDate,
        products: input.products ?? null,
        restockedBy: input.restockedBy ?? null,
        notes: input.notes ?? null,
      })
      .returning();
    await tx
      .update(locations)
      .set({
        lastRestockDate: sql`(select max(restock_date) from product_restocks where location_id = ${input.locationId} and restock_date <= current_date)`,
        nextRestockDate: sql`(select min(restock_date) from product_restocks where location_id = ${input.locationId} and restock_date > current_date)`,
      })
      .where(eq(locations.id, input.locationId));
    const item = toRestockItem(present(row));
    return recorded(item, { resource: 'restock', action: 'create', details: { locationId: item.locationId } });
  });
}
