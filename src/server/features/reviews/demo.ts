import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientReviews } from '../../db/schema/index';

type Log = { info(obj: object, msg?: string): void };

type NewReview = typeof clientReviews.$inferInsert;

const monthsAgo = (months: number, day = 12) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months, day);
  date.setUTCHours(15, 0, 0, 0);
  return date;
};

const published = (months: number): Partial<NewReview> => ({
  status: 'published',
  isPublic: true,
  isFeatured: true,
  verificationStatus: 'verified',
  moderatedBy: 'Demo content',
  // Written, then moderated, then published, in that order (a review created after its publication reads wrong).
  createdAt: monthsAgo(months, 3),
  moderatedAt: monthsAgo(months, 10),
  publishedAt: monthsAgo(months),
});

/** Demo client reviews: published and featured across the six markets, plus a few awaiting moderation. */
const demoReviews: NewReview[] = [
  {
    reviewerName: 'Danielle Okafor',
    reviewerTitle: 'General Manager',
    reviewerCompany: 'The Aurelia Residences',
    facilityType: 'luxury_condos',
    rating: 5,
    reviewTitle: 'Residents ask how they ever lived without it',
    reviewContent:
      'We gave up a storage room off the lobby and got the most-used amenity in the building. Residents grab milk at 11 pm without leaving in their slippers, and the Elevate team restocks twice a week without us lifting a finger. It cost the association nothing.',
    reviewType: 'ongoing_service',
    reviewSource: 'email_request',
    ...published(1),
  },
  {
    reviewerName: 'Marcus Bell, RN',
    reviewerTitle: 'Night Charge Nurse',
    reviewerCompany: 'Riverton General Hospital',
    facilityType: 'medical_facilities',
    rating: 5,
    reviewTitle: 'Real food for the night shift',
    reviewContent:
      'Our cafeteria closes at 7 pm and the vending machines used to be the only option. Now the night shift has salads, wraps and protein snacks at 3 am, and families waiting on the surgical floor have somewhere to go. Checkout takes seconds.',
    reviewType: 'product_quality',
    reviewSource: 'survey',
    ...published(2),
  },
  {
    reviewerName: 'Priya Raman',
    reviewerTitle: 'Director of Workplace Experience',
    reviewerCompany: 'Northgate Financial',
    facilityType: 'corporate_offices',
    rating: 5,
    reviewTitle: 'Our team stopped leaving the building for lunch',
    reviewContent:
      'Within a month our pulse survey showed a clear jump in satisfaction with the break room, and people tell us they save a coffee run every day. Installation took one weekend and the market has been up every single day since.',
    reviewType: 'installation',
    reviewSource: 'direct',
    ...published(3),
  },
  {
    reviewerName: 'Dr. Alan Whitfield',
    reviewerTitle: 'Dean of Student Life',
    reviewerCompany: 'Lakeshore Community College',
    facilityType: 'educational_institutions',
    rating: 5,
    reviewTitle: 'Open when the students actually study',
    reviewContent:
      'The library market is busiest between 9 pm and midnight, exactly when our dining hall is closed. Elevate worked with us on affordable options and a healthy-choices shelf, and the students love paying with a tap.',
    reviewType: 'general',
    reviewSource: 'phone_interview',
    ...published(4),
  },
  {
    reviewerName: 'Jasmine Ortega',
    reviewerTitle: 'Owner',
    reviewerCompany: 'Pulse Performance Gym',
    facilityType: 'fitness_wellness',
    rating: 5,
    reviewTitle: 'Recovery drinks at 5 am',
    reviewContent:
      'Members finish a 5 am class and walk straight to cold protein shakes and electrolyte drinks. It is a new revenue share for us with zero staff time, and the product mix follows what our members buy.',
    reviewType: 'product_quality',
    reviewSource: 'email_request',
    ...published(5),
  },
  {
    reviewerName: 'Thomas Lindqvist',
    reviewerTitle: 'Hotel Manager',
    reviewerCompany: 'The Harborview Hotel',
    facilityType: 'hotels',
    rating: 4,
    reviewTitle: 'A lobby pantry our guests mention in reviews',
    reviewContent:
      'Late arrivals used to find nothing open nearby. Now the lobby market has toiletries, snacks and a good bottle of wine around the clock, and guests mention it in their online reviews. The custom cabinetry matches our lobby perfectly.',
    reviewType: 'general',
    reviewSource: 'survey',
    ...published(6),
  },
  {
    reviewerName: 'Grace Kim',
    reviewerTitle: 'Property Manager',
    reviewerCompany: 'Meridian Tower Condominiums',
    facilityType: 'luxury_condos',
    rating: 5,
    reviewTitle: 'Responsive team, spotless market',
    reviewContent:
      'Whenever a resident asks for a product we pass it on and it is on the shelf within a week or two. The market always looks spotless and the monitoring team once called us about a fridge door before anyone noticed.',
    reviewType: 'ongoing_service',
    reviewSource: 'direct',
    ...published(7),
  },
  {
    reviewerName: 'Samuel Adeyemi',
    reviewerTitle: 'Facilities Coordinator',
    reviewerCompany: 'Cedar Point Medical Office Park',
    facilityType: 'medical_facilities',
    rating: 4,
    reviewTitle: 'Smooth installation in a busy building',
    reviewContent:
      'The install crew worked around our clinic hours and left the space cleaner than they found it. Patients waiting for appointments now have water and snacks close by.',
    reviewType: 'installation',
    reviewSource: 'email_request',
    status: 'pending',
  },
];

/** The demo reviews, published and featured on the home and market pages; only on a database without reviews. */
export async function seedDemoReviews(db: Database, log: Log) {
  const [existing] = await db.select({ n: count() }).from(clientReviews);
  if (existing && existing.n > 0) return;
  await db.insert(clientReviews).values(demoReviews);
  log.info({ reviews: demoReviews.length }, 'demo reviews added');
}
