import { boolean, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  brandAssetStatuses,
  brandAssetTypes,
  installationStatuses,
  managerInquiryStatuses,
  milestoneStatuses,
  milestoneTypes,
  partnershipFeedbackStatuses,
  partnershipStages,
  priorities,
  productRequestStatuses,
  timelineStatuses,
} from '../../../contracts/enums';
import { checkIn, checkRange, createdAt, id, oneOf, stamp, updatedAt } from './columns';

/** A property manager's location (docs/product/property-managers-and-journey.md); its portal sign-in is apart. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    locationName: varchar('location_name', { length: 200 }).notNull(),
    // Immutable after creation; stored uppercased.
    locationCode: varchar('location_code', { length: 20 }).notNull().unique(),
    address: text('address').notNull(),
    propertyManager: varchar('property_manager', { length: 120 }).notNull(),
    contactEmail: varchar('contact_email', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 40 }).notNull(),
    installationStatus: oneOf('installation_status', 40, installationStatuses).notNull().default('agreement_signed'),
    partnershipStage: oneOf('partnership_stage', 20, partnershipStages).notNull().default('exploring'),
    agreementSignedDate: date('agreement_signed_date'),
    siteSurveyDate: date('site_survey_date'),
    installationScheduledDate: date('installation_scheduled_date'),
    installationCompletedDate: date('installation_completed_date'),
    operationalDate: date('operational_date'),
    estimatedInstallationDate: date('estimated_installation_date'),
    lastRestockDate: date('last_restock_date'),
    nextRestockDate: date('next_restock_date'),
    machineModel: varchar('machine_model', { length: 100 }),
    machineSerialNumber: varchar('machine_serial_number', { length: 100 }),
    customBrandingAssets: jsonb('custom_branding_assets'),
    digitalAssets: jsonb('digital_assets'),
    customizationPreferences: jsonb('customization_preferences'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('location_installation_status_check', t.installationStatus, installationStatuses),
    checkIn('location_partnership_stage_check', t.partnershipStage, partnershipStages),
    index('location_stage_idx').on(t.partnershipStage),
    index('location_installation_status_idx').on(t.installationStatus),
  ],
);

/** How a location's manager signs in to the portal: one row a location, kept apart from the location itself. */
export const locationCredentials = pgTable('location_credentials', {
  locationId: integer('location_id')
    .primaryKey()
    .references(() => locations.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  // A temporary password (a new account's, or one an admin reset) must be changed at the next sign-in.
  passwordChangeRequired: boolean('password_change_required').notNull().default(true),
  lastLogin: stamp('last_login'),
  updatedAt: updatedAt(),
});

const locationId = () =>
  integer('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' });

export const partnershipDecisions = pgTable(
  'partnership_decisions',
  {
    id: id(),
    locationId: locationId(),
    decisionStage: oneOf('decision_stage', 20, partnershipStages).notNull(),
    decisionMade: boolean('decision_made').notNull().default(false),
    decisionDate: date('decision_date'),
    decisionNotes: text('decision_notes'),
    nextSteps: text('next_steps'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('partnership_decisions_stage_check', t.decisionStage, partnershipStages),
    index('partnership_decisions_location_idx').on(t.locationId),
  ],
);

export const brandingAssets = pgTable(
  'branding_assets',
  {
    id: id(),
    locationId: locationId(),
    assetType: oneOf('asset_type', 20, brandAssetTypes).notNull(),
    assetName: varchar('asset_name', { length: 200 }).notNull(),
    assetUrl: varchar('asset_url', { length: 500 }),
    assetData: text('asset_data'),
    description: text('description'),
    status: oneOf('status', 20, brandAssetStatuses).notNull().default('pending'),
    reviewNote: text('review_note'),
    approvedBy: varchar('approved_by', { length: 120 }),
    approvedDate: stamp('approved_date'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('branding_assets_type_check', t.assetType, brandAssetTypes),
    checkIn('branding_assets_status_check', t.status, brandAssetStatuses),
    index('branding_assets_location_idx').on(t.locationId, t.status),
  ],
);

export const partnershipMilestones = pgTable(
  'partnership_milestones',
  {
    id: id(),
    locationId: locationId(),
    milestoneType: oneOf('milestone_type', 20, milestoneTypes).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    targetDate: date('target_date'),
    completedDate: date('completed_date'),
    status: oneOf('status', 20, milestoneStatuses).notNull().default('pending'),
    assignedTo: varchar('assigned_to', { length: 120 }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('partnership_milestones_type_check', t.milestoneType, milestoneTypes),
    checkIn('partnership_milestones_status_check', t.status, milestoneStatuses),
    index('partnership_milestones_location_idx').on(t.locationId, t.targetDate),
  ],
);

export const partnershipFeedback = pgTable(
  'partnership_feedback',
  {
    id: id(),
    locationId: locationId(),
    feedbackType: varchar('feedback_type', { length: 50 }).notNull().default('general'),
    rating: integer('rating'),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    submittedBy: varchar('submitted_by', { length: 120 }),
    submittedByEmail: varchar('submitted_by_email', { length: 255 }),
    status: oneOf('status', 20, partnershipFeedbackStatuses).notNull().default('new'),
    response: text('response'),
    respondedBy: varchar('responded_by', { length: 120 }),
    respondedDate: stamp('responded_date'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('partnership_feedback_status_check', t.status, partnershipFeedbackStatuses),
    checkRange('partnership_feedback_rating_check', t.rating, 1, 5),
    index('partnership_feedback_location_idx').on(t.locationId, t.createdAt.desc()),
    index('partnership_feedback_status_idx').on(t.status),
  ],
);

export const installationTimeline = pgTable(
  'installation_timeline',
  {
    id: id(),
    locationId: locationId(),
    status: oneOf('status', 20, timelineStatuses).notNull().default('pending'),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    completedAt: stamp('completed_at'),
    estimatedDate: date('estimated_date'),
    actualDate: date('actual_date'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('installation_timeline_status_check', t.status, timelineStatuses),
    index('installation_timeline_location_idx').on(t.locationId, t.estimatedDate),
  ],
);

export const productRestocks = pgTable(
  'product_restocks',
  {
    id: id(),
    locationId: locationId(),
    restockDate: date('restock_date').notNull(),
    products: text('products'),
    restockedBy: varchar('restocked_by', { length: 120 }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('product_restocks_location_idx').on(t.locationId, t.restockDate.desc())],
);

export const productRequests = pgTable(
  'product_requests',
  {
    id: id(),
    locationId: locationId(),
    requestedBy: varchar('requested_by', { length: 120 }).notNull(),
    requestedByEmail: varchar('requested_by_email', { length: 255 }),
    productName: varchar('product_name', { length: 200 }).notNull(),
    productCategory: varchar('product_category', { length: 100 }),
    justification: text('justification'),
    urgency: oneOf('urgency', 20, priorities).notNull().default('medium'),
    status: oneOf('status', 20, productRequestStatuses).notNull().default('pending'),
    response: text('response'),
    // Beyond the spec: who wrote the answer and when (set whenever its text changes, as for partnership feedback).
    respondedBy: varchar('responded_by', { length: 120 }),
    respondedAt: stamp('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('product_requests_urgency_check', t.urgency, priorities),
    checkIn('product_requests_status_check', t.status, productRequestStatuses),
    index('product_requests_location_idx').on(t.locationId, t.createdAt.desc()),
    // The cross-location list, newest first, all or of one status (decision 019); its search has a trigram index
    // in migration 0013, on the call manager-requests.ts builds.
    index('product_requests_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('product_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

export const propertyManagerInquiries = pgTable(
  'property_manager_inquiries',
  {
    id: id(),
    locationId: locationId(),
    managerName: varchar('manager_name', { length: 120 }).notNull(),
    managerEmail: varchar('manager_email', { length: 255 }),
    managerPhone: varchar('manager_phone', { length: 40 }),
    inquiryType: varchar('inquiry_type', { length: 50 }).notNull().default('general'),
    priority: oneOf('priority', 20, priorities).notNull().default('medium'),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    status: oneOf('status', 20, managerInquiryStatuses).notNull().default('pending'),
    assignedTo: varchar('assigned_to', { length: 120 }),
    resolution: text('resolution'),
    respondedBy: varchar('responded_by', { length: 120 }),
    respondedAt: stamp('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('pm_inquiries_priority_check', t.priority, priorities),
    checkIn('pm_inquiries_status_check', t.status, managerInquiryStatuses),
    index('pm_inquiries_location_idx').on(t.locationId, t.createdAt.desc()),
    // As for product requests: newest first, all or of one status; the trigram search index is in migration 0013.
    index('pm_inquiries_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('pm_inquiries_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
