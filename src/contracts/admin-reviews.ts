import { z } from 'zod';
import { idParams, listOrPage, pagingOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { reviewFacilityTypes, reviewSources, reviewStatuses, reviewTypes, reviewVerificationStatuses } from './enums';
import { changeErrors, optionalLine, optionalPhoneNumber, optionalText, requiredLine, searchText } from './fields';
import { rating, urlWholeNumber } from './numbers';
import { text } from './text';

// ── /admin-reviews (docs/product/reviews.md client_reviews, docs/product/reviews.md) ─────────────

export const adminReviewListQuery = z.object({
  search: searchText,
  status: z.enum(reviewStatuses).optional(),
  rating: urlWholeNumber('Rating', 1, 5).optional(),
  facilityType: z.enum(reviewFacilityTypes).optional(),
  ...pagingOf(50),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuery>;

export const adminReviewItem = storedRecord({
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  reviewerName: z.string(),
  reviewerTitle: z.string().nullable(),
  reviewerCompany: z.string().nullable(),
  reviewerEmail: z.string().nullable(),
  reviewerPhone: z.string().nullable(),
  facilityType: z.string().nullable(),
  rating: z.number().int(),
  reviewTitle: z.string().nullable(),
  reviewContent: z.string(),
  reviewType: z.enum(reviewTypes),
  isPublic: z.boolean(),
  isFeatured: z.boolean(),
  status: z.enum(reviewStatuses),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  moderationNotes: z.string().nullable(),
  publishedAt: z.string().nullable(),
  reviewSource: z.enum(reviewSources),
  verificationStatus: z.enum(reviewVerificationStatuses),
  followUpScheduled: z.boolean(),
  followUpDate: z.string().nullable(),
  internalNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReviewItem = z.infer<typeof adminReviewItem>;
export const adminReviewListResponse = listOrPage(adminReviewItem);

/** The four stat cards: average rating to one decimal, 0.0 when there are none. */
export const reviewStats = z.object({
  total: z.number().int(),
  published: z.number().int(),
  averageRating: z.number(),
  pending: z.number().int(),
  /** The reviews the home page shows now (published, public, featured, the newest three), newest first. */
  onHomePage: z.array(z.number().int()),
});
export type ReviewStats = z.infer<typeof reviewStats>;

/** POST /api/admin/reviews ("Create New Review"): name, facility type, rating, content required; the defaults of docs/product/reviews.md#admin-reviews-screen. */
export const createReviewRequest = z.object({
  reviewerName: requiredLine('Name', 120),
  reviewerTitle: optionalLine('Title', 120),
  reviewerCompany: optionalLine('Company', 200),
  reviewerEmail: text('Email', { trim: true })
    .optional()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email('Enter a valid email address').optional()),
  reviewerPhone: optionalPhoneNumber,
  facilityType: z.enum(reviewFacilityTypes, { error: 'Choose a facility type' }),
  rating: rating().default(5),
  reviewTitle: optionalLine('Review title', 200),
  reviewContent: text('Review content', { multiline: true, trim: true })
    .min(1, 'Review content is required')
    .max(5000, 'Review content must be at most 5000 characters'),
  reviewType: z.enum(reviewTypes).default('general'),
  isPublic: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  reviewSource: z.enum(reviewSources).default('direct'),
  verificationStatus: z.enum(reviewVerificationStatuses).default('unverified'),
  followUpScheduled: z.boolean().default(false),
  internalNotes: optionalText('Internal notes', 5000),
});
export type CreateReviewRequest = z.input<typeof createReviewRequest>;

/** PATCH /api/admin/reviews/{id}/status: pending to approved or declined, with moderation notes. */
export const reviewStatusRequest = z.object({
  status: z.enum(['approved', 'declined']),
  moderationNotes: optionalText('Moderation notes', 5000),
});
/** PATCH /api/admin/reviews/{id}/flags: Featured and Public toggles. */
export const reviewFlagsRequest = z
  .object({ isFeatured: z.boolean().optional(), isPublic: z.boolean().optional() })
  .refine((value) => value.isFeatured !== undefined || value.isPublic !== undefined, 'Nothing to change');

const tags = ['client reviews'];

/**
 * /admin-reviews: client reviews from the back office and the portal, moderated before they are published. Every
 * staff role reads and moderates; creating, publishing and the public flags need a manager (decision 007).
 */
export const adminReviewsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    summary: 'Reviews with search, status, rating and facility filters',
    tags,
    query: adminReviewListQuery,
    answer: adminReviewListResponse,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/reviews/stats',
    summary: 'The four stat cards',
    tags,
    answer: reviewStats,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/reviews',
    summary: 'Create a review (pending)',
    tags,
    body: createReviewRequest,
    answer: adminReviewItem,
    status: 201,
    errors: changeErrors,
  }),
  moderate: endpoint({
    method: 'PATCH',
    path: '/api/admin/reviews/:id/status',
    summary: 'Approve or decline a pending review',
    tags,
    params: idParams,
    body: reviewStatusRequest,
    answer: adminReviewItem,
    errors: changeErrors,
  }),
  publish: endpoint({
    method: 'PATCH',
    path: '/api/admin/reviews/:id/publish',
    summary: 'Publish an approved review',
    tags,
    params: idParams,
    answer: adminReviewItem,
    errors: changeErrors,
  }),
  setFlags: endpoint({
    method: 'PATCH',
    path: '/api/admin/reviews/:id/flags',
    summary: 'Mark a review Featured or Public',
    tags,
    params: idParams,
    body: reviewFlagsRequest,
    answer: adminReviewItem,
    errors: changeErrors,
  }),
};
