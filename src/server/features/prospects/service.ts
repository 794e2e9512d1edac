import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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
import { searchAcross } from '../../lib/list-queries';
import { pageOf } from '../../lib/paged-list';
import { present } from '../../lib/present';
import { type Actor, unitOfWork } from '../activity';

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
  const conditions: (SQL | undefined)[] = [
    searchAcross(query.search, [crmProspects.locationName, crmProspects.contactName, crmProspects.contactEmail]),
    query.status ? eq(crmProspects.status, query.status) : undefined,
    query.priority ? eq(crmProspects.priority, query.priority) : undefined,
    query.facilityType ? eq(crmProspects.facilityType, query.facilityType) : undefined,
  ];
  const where = and(...conditions);
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
    return row;
  });
}

export async function updateProspect(
  db: Database,
  id: number,
  input: ProspectInput,
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const before = await findProspect(tx, id);
    // A converted prospect stays converted: its portal exists.
    const status = before.convertedToPropertyManager ? 'converted' : input.status;
    const [stored] = await tx
      .update(crmProspects)
      .set({ ...prospectColumns(input), status, updatedAt: new Date() })
      .where(eq(crmProspects.id, id))
      .returning();
    const row = present(stored);
    record(logged('update', row.id, { locationName: row.locationName }));
    return row;
  });
}

/** Beyond the spec: the whole pipeline from the card; a prospect with a portal cannot leave "converted". */
export async function setProspectStatus(
  db: Database,
  id: number,
  status: ProspectItem['status'],
  actor: Actor,
  events: DomainEvents,
) {
  return unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const before = await findProspect(tx, id);
    if (before.convertedToPropertyManager && status !== 'converted')
      throw conflict('This prospect already has a property manager portal');
    const [row] = await tx
      .update(crmProspects)
      .set({ status, updatedAt: new Date() })
      .where(eq(crmProspects.id, id))
      .returning();
    const after = present(row);
    record(logged('change_status', after.id, { from: before.status, to: after.status }));
    return after;
  });
}

export async function deleteProspect(db: Database, id: number, actor: Actor, events: DomainEvents) {
  await unitOfWork({ db, events }, actor, async ({ tx, record }) => {
    const row = await findProspect(tx, id);
    await tx.delete(crmProspects).where(eq(crmProspects.id, id));
    record(logged('delete', row.id, { locationName: row.locationName }));
  });
}
