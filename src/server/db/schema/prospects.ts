import { boolean, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { leadSources, priorities, prospectFacilityTypes, prospectStatuses } from '../../../contracts/enums';
import { checkIn, createdAt, id, oneOf, updatedAt } from './columns';
import { contactInquiries } from './contact';
import { locations } from './locations';

export const crmProspects = pgTable(
  'crm_prospects',
  {
    id: id(),
    locationName: varchar('location_name', { length: 200 }).notNull(),
    address: text('address'),
    facilityType: oneOf('facility_type', 40, prospectFacilityTypes).notNull().default('luxury_condos'),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    contactEmail: varchar('contact_email', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    companyName: varchar('company_name', { length: 200 }),
    status: oneOf('status', 30, prospectStatuses).notNull().default('new_lead'),
    priority: oneOf('priority', 20, priorities).notNull().default('medium'),
    leadSource: oneOf('lead_source', 30, leadSources).notNull().default('website'),
    // Annual, in whole dollars (shown as $/year).
    estimatedRevenue: integer('estimated_revenue'),
    estimatedTimeline: varchar('estimated_timeline', { length: 50 }),
    notes: text('notes'),
    lastContactDate: date('last_contact_date'),
    nextFollowUpDate: date('next_follow_up_date'),
    assignedTo: varchar('assigned_to', { length: 120 }),
    convertedToPropertyManager: boolean('converted_to_property_manager').notNull().default(false),
    propertyManagerId: integer('property_manager_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    contactInquiryId: integer('contact_inquiry_id').references(() => contactInquiries.id, { onDelete: 'set null' }),
    // The chat conversation the prospect came from, when an admin created it from /admin-chat.
    chatSessionId: varchar('chat_session_id', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('crm_prospects_facility_type_check', t.facilityType, prospectFacilityTypes),
    checkIn('crm_prospects_status_check', t.status, prospectStatuses),
    checkIn('crm_prospects_priority_check', t.priority, priorities),
    checkIn('crm_prospects_lead_source_check', t.leadSource, leadSources),
    index('crm_prospects_status_idx').on(t.status, t.createdAt.desc()),
    index('crm_prospects_priority_idx').on(t.priority),
    index('crm_prospects_facility_idx').on(t.facilityType),
    index('crm_prospects_follow_up_idx').on(t.nextFollowUpDate),
    index('crm_prospects_chat_session_idx').on(t.chatSessionId),
  ],
);
