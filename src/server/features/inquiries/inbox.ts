import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { InquiryItem, InquiryListQuery } from '../../../contracts/dashboard';
import { type dashboardFacilityFilters, inquiryListQuery } from '../../../contracts/dashboard';
import { type ContactFacilityType, contactFacilityTypes, isOneOf } from '../../../contracts/enums';
import type { Database } from '../../db/client';
import { contactInquiries } from '../../db/schema/index';
import { tableListing } from '../../db/table-listing';
import type { DomainEvents } from '../../lib/domain-events';
import { iso } from '../../lib/iso';
import { searchAcross } from '../../lib/list-queries';
import { type Actor, changeOneRecord } from '../activity';

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

const listing = tableListing({
  table: contactInquiries,
  rows: (db) => db.select().from(contactInquiries),
  parse: (input: InquiryListQuery) => inquiryListQuery.parse(input),
  filters: inquiryFilters,
  toItem: toInquiryItem,
});

/** The dashboard's Contact Inquiries list: searched, filtered, sorted, and paged when a page is asked for. */
export const listInquiries = listing.list;

/** Every filtered inquiry in batches, newest first by id, for a streamed export. */
export const inquiryBatches = listing.batches;

/** Marks an inquiry contacted by the actor, or open again; 404 when it does not exist. */
export async function setInquiryContacted(
  db: Database,
  id: number,
  contacted: boolean,
  actor: Actor,
  events: DomainEvents,
) {
  return changeOneRecord(db, actor, events, {
    update: (tx) =>
      tx
        .update(contactInquiries)
        .set(
          contacted ? { contactedAt: new Date(), contactedBy: actor.name } : { contactedAt: null, contactedBy: null },
        )
        .where(eq(contactInquiries.id, id))
        .returning(),
    toItem: toInquiryItem,
    activity: (item) => ({
      resource: 'contact_inquiry',
      action: contacted ? 'mark_contacted' : 'reopen',
      resourceId: item.id,
    }),
    // The dashboard's counts take the change in at once.
    event: { type: 'inbox-changed' },
  });
}
