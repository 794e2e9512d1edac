import type { CreateInquiryRequest } from '../../contracts/contact';
import type { SubmitFeedbackRequest } from '../../contracts/feedback';
import type { CreateLocationRequest } from '../../contracts/property-managers';
import type { Database } from '../db/client';
import { clientReviews, locationCredentials, locations } from '../db/schema/index';

/** A contact form body as the page sends it. */
export function inquiryBody(overrides: Partial<CreateInquiryRequest> = {}): CreateInquiryRequest {
  return {
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@harborlofts.example',
    phone: '(555) 010-7788',
    facilityType: 'luxury-condo',
    companyName: 'Harbor Lofts',
    message: 'We have 240 units and an unused room off the lobby.',
    customCabinetry: 'false',
    ...overrides,
  };
}

/** A feedback form body as the page sends it. */
export function feedbackBody(overrides: Partial<SubmitFeedbackRequest> = {}): SubmitFeedbackRequest {
  return {
    customerName: 'Jordan Reyes',
    email: 'jordan@example.com',
    phone: '555-010-3344',
    location: 'Riverton General, 3rd floor lounge',
    issueType: 'billing',
    priority: 'high',
    subject: 'Charged twice for a salad',
    description: 'My card was charged twice at 2:14 am for one chicken salad.',
    ...overrides,
  };
}

/** A new location and its manager's account as the back office's form sends it, with a temporary password. */
export function locationAccountBody(overrides: Partial<CreateLocationRequest> = {}): CreateLocationRequest {
  return {
    locationName: 'Cedar Court Condominiums',
    locationCode: 'lux501',
    address: '77 Cedar Court',
    propertyManager: 'Alan Brooks',
    contactEmail: 'alan@cedarcourt.example',
    contactPhone: '(555) 011-3030',
    password: 'Temporary-cedar-41',
    installationStatus: 'planning',
    partnershipStage: 'planning',
    ...overrides,
  };
}

/** A training entry as the assistant's training form sends it; `overrides` may hold what the form refuses. */
export const trainingEntryBody = (overrides: Record<string, unknown> = {}) => ({
  category: 'faq',
  title: 'Do you carry gluten-free snacks?',
  content: 'Yes. Every market carries gluten-free snacks, marked on the shelf label.',
  priority: 40,
  tags: 'gluten, allergies',
  ...overrides,
});

/** A review as a property manager submits it from the portal. */
export const portalReviewBody = () => ({
  reviewerName: 'Ann Lee',
  reviewerEmail: 'ann@example.com',
  facilityType: 'luxury_condos',
  rating: 5,
  reviewTitle: 'Residents love it',
  reviewContent: 'The lobby market is busy every evening.',
});

export type NewReview = typeof clientReviews.$inferInsert;

/** Stores a client review; published, public and featured unless told otherwise. */
export async function createReview(db: Database, overrides: Partial<NewReview> = {}) {
  const [review] = await db
    .insert(clientReviews)
    .values({
      reviewerName: 'Alex Morgan',
      rating: 5,
      reviewContent: 'A wonderful addition to our building.',
      facilityType: 'luxury_condos',
      status: 'published',
      isPublic: true,
      isFeatured: true,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!review) throw new Error('review not stored');
  return review;
}

/** Stores a partner location straight in the table (no password worth signing in with). */
export async function createLocationRow(db: Database, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const [location] = await db
    .insert(locations)
    .values({
      locationName: 'Harbor Point Medical',
      locationCode: 'MED200',
      address: '2 Pier Road',
      propertyManager: 'Raj Patel',
      contactEmail: 'raj@example.com',
      contactPhone: '(555) 010-2222',
      ...overrides,
    })
    .returning();
  if (!location) throw new Error('location not stored');
  await db.insert(locationCredentials).values({ locationId: location.id, passwordHash: 'x' });
  return location;
}
