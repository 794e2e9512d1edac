import { and, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Page } from '../../../contracts/common';
import type { InquiryItem, InquiryListQuery } from '../../../contracts/dashboard';
import { type dashboardFacilityFilters, inquiryListQuery } from '../../../contracts/dashboard';
import { type ContactFacilityType, contactFacilityTypes, isOneOf } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';
import { notFound } from '../../lib/domain-error';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { byCreated, searchAcross } from '../../lib/list-queries';
import { keysetBatches, pageOf } from '../../lib/paged-list';
import { type Actor, audited } from '../activity';
import { NO_SUCH_RECORD } from './records';

type Query = ReturnType<typeof inquiryListQuery.parse>;
type DashboardFacilityFilter = (typeof dashboardFacilityFilters)[number];
type Row = typeof contactInquiries.$inferSelect;

// The dashboard's market filters, as the contact form's facility values.
const facilityValues: Record<Exclude<DashboardFacilityFilter, ContactFacilityType>, ContactFacilityType> = {
  'luxury-condos': 'luxury-condo',
  'medical-facilities': 'medical',
  'corporate-offices': 'office',
  'educational-institutions': 'education',
};

const contactFacility = (filter: DashboardFacilityFilter): ContactFacilityType =>
  isOneOf(contactFacilityTypes, filter) ? filter : facilityValues[filter];

export function inquiryFilters(query: Query): SQL | undefined {
  const t = contactInquiries;
  return and(
    searchAcross(query.search, [t.firstName, t.lastName, t.email, t.phone, t.companyName, t.message]),
    query.facility ? eq(t.facilityType, contactFacility(query.facility)) : undefined,
    query.open === 'true' ? isNull(t.contactedAt) : query.open === 'false' ? isNotNull(t.contactedAt) : undefined,
  );
}

export const toInquiryItem = (row: Row): InquiryItem => ({
  ...row,
  contactedAt: iso(row.contactedAt),
  createdAt: row.createdAt.toISOString(),
});

/** The dashboard's Contact Inquiries list: searched, filtered, sorted, and paged when a page is asked for. */
export async function listInquiries(db: Database, input: InquiryListQuery): Promise<InquiryItem[] | Page<InquiryItem>> {
  const query = inquiryListQuery.parse(input);
  const where = inquiryFilters(query);
  const order = byCreated(contactInquiries, query.sort);
  return pageOf(
    db
      .select()
      .from(contactInquiries)
      .where(where)
      .orderBy(...order),
    () => db.select({ n: count() }).from(contactInquiries).where(where),
    query,
    toInquiryItem,
  );
}

/** Every filtered inquiry in batches of `size`, newest first by id, for a streamed export. */
export function inquiryBatches(db: Database, input: InquiryListQuery, size = 1000) {
  const where = inquiryFilters(inquiryListQuery.parse(input));
  return keysetBatches((before) =>
    db
      .select()
      .from(contactInquiries)
      .where(and(where, before === undefined ? undefined : lt(contactInquiries.id, before)))
      .orderBy(desc(contactInquiries.id))
      .limit(size),
  );
}

/** Marks an inquiry contacted (or open again); undefined when it does not exist. */
/** Marks an inquiry contacted by the actor, or open again. */
export async function setInquiryContacted(
  db: Database,
  id: number,
  contacted: boolean,
  actor: Actor,
  events: DomainEvents,
) {
  const item = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(contactInquiries)
        .set(
          contacted ? { contactedAt: new Date(), contactedBy: actor.name } : { contactedAt: null, contactedBy: null },
        )
        .where(eq(contactInquiries.id, id))
        .returning();
      if (!row) throw notFound(NO_SUCH_RECORD);
      return toInquiryItem(row);
    },
    (item) => ({ resource: 'contact_inquiry', action: contacted ? 'mark_contacted' : 'reopen', resourceId: item.id }),
  );
  await events.emit({ type: 'inbox-changed' });
  return item;
}
