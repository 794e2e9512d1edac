import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  reviewFacilityTypes,
  reviewSources,
  reviewStatuses,
  reviewTypes,
  reviewVerificationStatuses,
} from '../../../contracts/enums';
import { checkIn, checkRange, createdAt, id, oneOf, stamp, updatedAt } from './columns';
import { locations } from './locations';
import { crmProspects } from './prospects';

export const clientReviews = pgTable(
  'client_reviews',
  {
    id: id(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    crmProspectId: integer('crm_prospect_id').references(() => crmProspects.id, { onDelete: 'set null' }),
    reviewerName: varchar('reviewer_name', { length: 120 }).notNull(),
    reviewerTitle: varchar('reviewer_title', { length: 120 }),
    reviewerCompany: varchar('reviewer_company', { length: 200 }),
    reviewerEmail: varchar('reviewer_email', { length: 255 }),
    reviewerPhone: varchar('reviewer_phone', { length: 40 }),
    facilityType: oneOf('facility_type', 40, reviewFacilityTypes),
    rating: integer('rating').notNull(),
    reviewTitle: varchar('review_title', { length: 200 }),
    reviewContent: text('review_content').notNull(),
    serviceAspects: jsonb('service_aspects').$type<string[]>(),
    reviewType: oneOf('review_type', 30, reviewTypes).notNull().default('general'),
    isPublic: boolean('is_public').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: oneOf('status', 20, reviewStatuses).notNull().default('pending'),
    moderatedBy: varchar('moderated_by', { length: 120 }),
    moderatedAt: stamp('moderated_at'),
    moderationNotes: text('moderation_notes'),
    publishedAt: stamp('published_at'),
    reviewSource: oneOf('review_source', 30, reviewSources).notNull().default('direct'),
    verificationStatus: oneOf('verification_status', 20, reviewVerificationStatuses).notNull().default('unverified'),
    followUpScheduled: boolean('follow_up_scheduled').notNull().default(false),
    followUpDate: date('follow_up_date'),
    internalNotes: text('internal_notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkRange('client_reviews_rating_check', t.rating, 1, 5),
    checkIn('client_reviews_facility_type_check', t.facilityType, reviewFacilityTypes),
    checkIn('client_reviews_type_check', t.reviewType, reviewTypes),
    checkIn('client_reviews_status_check', t.status, reviewStatuses),
    checkIn('client_reviews_source_check', t.reviewSource, reviewSources),
    checkIn('client_reviews_verification_check', t.verificationStatus, reviewVerificationStatuses),
    index('client_reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    index('client_reviews_location_idx').on(t.locationId, t.createdAt.desc()),
    // The home page's featured reviews and the market pages' published reviews.
    index('client_reviews_featured_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.status} = 'published' and ${t.isPublic} and ${t.isFeatured}`),
    index('client_reviews_published_facility_idx')
      .on(t.facilityType, t.publishedAt.desc())
      .where(sql`${t.status} = 'published' and ${t.isPublic}`),
  ],
);
