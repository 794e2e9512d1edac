import { and, count, desc, eq } from 'drizzle-orm';
import {
  type ProspectInput,
  type ProspectItem,
  type ProspectListQuery,
  prospectListQuery,
} from '../../../contracts/prospects';
import type { Database } from '../../db/client';
import { crmProspects } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { chosenFilters, searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { present } from '../../lib/present';
import { type ActivityOf, type Actor, type RecordChange, unitOfWork } from '../activity';

type Prospect = typeof crmProspects.$inferSelect;

export const toProspectItem = (row: Prospect): ProspectItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored columns of a form: blanks become null so an edit can clear a field. */
export const prospectColumns = (input: ProspectInput) => ({
  locationName: input.locationName,
  address: input.address ?? null,
  facilityType: input.facilityType,
  contactName: input.contactName,
  contactEmail: input.contactEmail ?? null,
  contactPhone: input.contactPhone ?? null,
  companyName: input.companyName ?? null,
  status: input.status,
  priority: input.priority,
  leadSource: input.leadSource,
  estimatedRevenue: input.estimatedRevenue ?? null,
  estimatedTimeline: input.estimatedTimeline ?? null,
  notes: input.notes ?? null,
  lastContactDate: input.lastContactDate ?? null,
  nextFollowUpDate: input.nextFollowUpDate ?? null,
  assignedTo: input.assignedTo ?? null,
});

/** /admin-crm-prospects: newest first; search over location name, contact name and contact e-mail. */
export async function listProspects(db: Database, input: ProspectListQuery) {
  const query = prospectListQuery.parse(input);
  const t = crmProspects;
  const where = and(
    searchAcross(query.search, [t.locationName, t.contactName, t.contactEmail]),
    ...chosenFilters(query, { status: t.status, priority: t.priority, facilityType: t.facilityType }),
  );
  return pageOf(
    db.select().from(crmProspects).where(where).orderBy(desc(crmProspects.createdAt), desc(crmProspects.id)),
    () => db.select({ n: count() }).from(crmProspects).where(where),
    { ...query, cap: 5000 },
    toProspectItem,
  );
}

export async function findProspect(db: Database, id: number) {
  const [row] = await db.select().from(crmProspects).where(eq(crmProspects.id, id));
  if (!row) throw notFound('Prospect not found');
  return row;
}

const logged = (action: string, id: number, details: Record<string, unknown>) => ({
  resource: 'crm_prospect',
  action,
  resourceId: id,
  details,
});

export async function createProspect(db: Database, input: ProspectInput, actor: Actor, events: DomainEvents) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const [stored] = await tx.insert(crmProspects).values(prospectColumns(input)).returning();
    const row = present(stored);
    record(logged('create', row.id, { locationName: row.locationName }));
    return toProspectItem(row);
  });
}

/**
 * A staff change of one prospect (404 when there is none), in one transaction with its activity row: `values` names
 * the columns to set from the prospect as it was (or refuses the change), and `logged` the row from before and after.
 */
async function changeProspect(
  db: Database,
  id: number,
  actor: Actor,
  events: DomainEvents,
  change: {
    values: (before: Prospect) => Partial<typeof crmProspects.$inferInsert>;
    logged: (before: Prospect, after: Prospect) => ActivityOf;
  },
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const before = await findProspect(tx, id);
    const [row] = await tx
      .update(crmProspects)
      .set({ ...change.values(before), updatedAt: new Date() })
      .where(eq(crmProspects.id, id))
      .returning();
    const after = present(row);
    record(change.logged(before, after));
    return toProspectItem(after);
  });
}

/** The prospect form's edit. */
export const updateProspect: RecordChange<ProspectInput, ProspectItem> = (db, id, input, actor, events) =>
  changeProspect(db, id, actor, events, {
    // A converted prospect stays converted: its portal exists.
    values: (before) => ({
      ...prospectColumns(input),
      status: before.convertedToPropertyManager ? 'converted' : input.status,
    }),
    logged: (_before, after) => logged('update', after.id, { locationName: after.locationName }),
  });

/** Beyond the spec: the whole pipeline from the card; a prospect with a portal cannot leave "converted". */
export const setProspectStatus: RecordChange<ProspectItem['status'], ProspectItem> = (db, id, status, actor, events) =>
  changeProspect(db, id, actor, events, {
    values: (before) => {
      if (before.convertedToPropertyManager && status !== 'converted')
        throw conflict('This prospect already has a property manager portal');
      return { status };
    },
    logged: (before, after) => logged('change_status', after.id, { from: before.status, to: after.status }),
  });

export async function deleteProspect(db: Database, id: number, actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const row = await findProspect(tx, id);
    await tx.delete(crmProspects).where(eq(crmProspects.id, id));
    record(logged('delete', row.id, { locationName: row.locationName }));
  });
}
