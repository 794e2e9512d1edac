import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { contactFacilityTypes } from '../../../contracts/enums';
import { checkIn, createdAt, id, oneOf, stamp } from './columns';

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 40 }).notNull(),
    facilityType: oneOf('facility_type', 40, contactFacilityTypes).notNull(),
    companyName: varchar('company_name', { length: 200 }),
    message: text('message'),
    customCabinetry: boolean('custom_cabinetry').notNull().default(false),
    // Beyond the spec: an inquiry is open until someone has contacted the visitor (the 24-hour promise).
    contactedAt: stamp('contacted_at'),
    contactedBy: varchar('contacted_by', { length: 120 }),
    // Set when the inquiry came from a chat whose visitor asked for a person nobody could be (one per chat).
    chatSessionId: varchar('chat_session_id', { length: 64 }).unique(),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('contact_inquiries_facility_type_check', t.facilityType, contactFacilityTypes),
    // Newest first with a stable tie-break: the dashboard's default order, served from the index.
    index('contact_inquiries_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_inquiries_facility_created_idx').on(t.facilityType, t.createdAt.desc()),
    index('contact_inquiries_email_idx').on(t.email),
    index('contact_inquiries_open_idx').on(t.createdAt).where(sql`${t.contactedAt} is null`),
  ],
);
