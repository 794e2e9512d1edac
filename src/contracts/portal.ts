import { z } from 'zod';
import { countsOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { installationStatuses, partnershipStages, prospectFacilityTypes, reviewStatuses, reviewTypes } from './enums';
import {
  type ErrorResponse,
  errorsOf,
  fieldErrorsSchema,
  optionalLine,
  optionalPhoneNumber,
  requiredLine,
  successResponse,
} from './fields';
import { portalInstallation } from './installation';
import { rating } from './numbers';
import {
  brandAssetItem,
  brandAssetRequest,
  managerInquiryItem,
  managerInquiryRequest,
  milestoneItem,
  partnershipFeedbackItem,
  partnershipFeedbackRequest,
  productRequestItem,
  productRequestRequest,
  restockItem,
} from './partnership';
import { portalPassword } from './passwords';
import { text } from './text';

/** POST /api/property-manager/authenticate: the code is trimmed and uppercased, the password trimmed (docs/product/portal.md). */
export const portalLoginRequest = z.object({
  locationCode: text('Location code').max(40, 'Location code must be at most 40 characters').default(''),
  password: text('Password').max(200, 'Password must be at most 200 characters').default(''),
});
export const PORTAL_PASSWORD_UNCHANGED = 'Choose a password different from the current one';
export const PORTAL_CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const PORTAL_LOGIN_REQUIRED = 'Please enter both location code and password';
export const PORTAL_LOGIN_INVALID = 'Invalid credentials';

/** What the portal shows of its own location (the portal session, and the dates it follows; docs/product/portal.md). */
export const portalLocation = storedRecord({
  locationCode: z.string(),
  locationName: z.string(),
  address: z.string(),
  propertyManager: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  partnershipStage: z.enum(partnershipStages),
  installationStatus: z.enum(installationStatuses),
  progress: z.number().int(),
  passwordChangeRequired: z.boolean(),
  estimatedInstallationDate: z.string().nullable(),
  lastRestockDate: z.string().nullable(),
  nextRestockDate: z.string().nullable(),
  installation: portalInstallation,
});
export type PortalLocation = z.infer<typeof portalLocation>;

export const portalLoginResponse = z.object({
  success: z.boolean(),
  location: portalLocation.optional(),
  error: z.string().optional(),
  /** Which fields were refused, when the request itself was malformed. */
  fieldErrors: fieldErrorsSchema.optional(),
});
export type PortalLoginResponse = z.infer<typeof portalLoginResponse>;

/** Every error answer of the sign-in in the sign-in's own shape (its contract gives the answer as success and error). */
export const portalLoginRefusal = (answer: ErrorResponse): PortalLoginResponse => ({
  success: false,
  error: answer.message,
  ...(answer.fieldErrors ? { fieldErrors: answer.fieldErrors } : {}),
});
/** The signed-in location, or null when no live portal session goes with the request (not an error: no 401 to log). */
export const portalSessionResponse = z.object({ location: portalLocation.nullable() });

/**
 * POST /api/property-manager/password. At first sign-in the session was opened seconds ago with the temporary
 * password (staff setting a password ends every portal session), so it is not asked again; later the current
 * password is required (the server checks which case applies).
 */
export const portalPasswordRequest = z
  .object({
    currentPassword: text('Current password').max(200, 'Current password must be at most 200 characters').default(''),
    newPassword: portalPassword,
    confirmPassword: text('Confirm password').max(200, "Passwords don't match"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: PORTAL_PASSWORD_UNCHANGED,
    path: ['newPassword'],
  });
export type PortalPasswordRequest = z.input<typeof portalPasswordRequest>;

export const portalOverview = z.object({
  location: portalLocation,
  milestones: z.array(milestoneItem),
  ...countsOf(['decisions', 'brandAssets', 'openRequests']),
});
export type PortalOverview = z.infer<typeof portalOverview>;

// ── Reviews from the portal (docs/product/portal.md) ───────────────────────────────────────────────────────
/** The portal's review form offers the four partnership types. */
export const portalFacilityTypes = prospectFacilityTypes;
export const portalReviewRequest = z.object({
  reviewerName: requiredLine('Name', 120),
  reviewerTitle: optionalLine('Title', 120),
  reviewerCompany: optionalLine('Company', 200),
  reviewerEmail: text('Email', { trim: true })
    .max(255, 'Email must be at most 255 characters')
    .pipe(z.email('Valid email is required')),
  reviewerPhone: optionalPhoneNumber,
  facilityType: z.enum(portalFacilityTypes, { error: 'Choose a facility type' }),
  rating: rating(),
  reviewTitle: text('Review title', { trim: true })
    .min(1, 'Review title is required')
    .max(200, 'Review title must be at most 200 characters'),
  reviewContent: text('Review content', { multiline: true, trim: true })
    .min(10, 'Review content must be at least 10 characters')
    .max(5000, 'Review content must be at most 5000 characters'),
  reviewType: z.enum(reviewTypes).default('general'),
  // Sent by the described portal; the location always comes from the session.
  locationCode: text('Location code').max(40, 'Location code must be at most 40 characters').optional(),
});
export type PortalReviewRequest = z.input<typeof portalReviewRequest>;

export const portalReviewItem = storedRecord({
  reviewerName: z.string(),
  reviewTitle: z.string().nullable(),
  reviewContent: z.string(),
  rating: z.number().int(),
  reviewType: z.enum(reviewTypes),
  facilityType: z.string().nullable(),
  status: z.enum(reviewStatuses),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type PortalReviewItem = z.infer<typeof portalReviewItem>;

// ── The calls of the portal: its sign-in, and its data, always the session's own location's ─────────────────
const tags = ['property manager portal'];
/** What the manager sends the team, refused field by field (400). */
const sent = { status: 201, errors: errorsOf(400) } as const;

export const portalApi = {
  /** The sign-in answers its refusals in its own shape (`portalLoginRefusal`, the route's `errorAnswer`). */
  authenticate: endpoint({
    method: 'POST',
    path: '/api/property-manager/authenticate',
    summary: 'Sign in with location code and password',
    tags,
    body: portalLoginRequest,
    answer: portalLoginResponse,
    errors: { 400: portalLoginResponse, 401: portalLoginResponse, 429: portalLoginResponse },
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/property-manager/session',
    summary: 'The signed-in location, or null when signed out',
    tags,
    answer: portalSessionResponse,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/property-manager/logout',
    summary: 'Sign out of the portal',
    tags,
    answer: successResponse,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/property-manager/password',
    summary: 'Replace the temporary password',
    tags,
    body: portalPasswordRequest,
    answer: portalSessionResponse,
    errors: errorsOf(400),
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/property-manager/overview',
    summary: 'Progress, milestones and counts',
    tags,
    answer: portalOverview,
  }),
  milestones: endpoint({
    method: 'GET',
    path: '/api/property-manager/milestones',
    summary: 'The journey: every milestone',
    tags,
    answer: z.array(milestoneItem),
  }),
  brandAssets: endpoint({
    method: 'GET',
    path: '/api/property-manager/branding-assets',
    summary: 'Brand assets and their approval',
    tags,
    answer: z.array(brandAssetItem),
  }),
  submitBrandAsset: endpoint({
    method: 'POST',
    path: '/api/property-manager/branding-assets',
    summary: 'Submit a logo (PNG, JPEG or WebP, 512 KB at most) or a colour scheme',
    tags,
    body: brandAssetRequest,
    answer: brandAssetItem,
    ...sent,
    // A logo travels as a data URL (512 KB at most, a third more once encoded): more than the server's usual limit.
    bodyLimit: 1024 * 1024,
  }),
  feedback: endpoint({
    method: 'GET',
    path: '/api/property-manager/feedback',
    summary: 'Partnership feedback and the responses',
    tags,
    answer: z.array(partnershipFeedbackItem),
  }),
  sendFeedback: endpoint({
    method: 'POST',
    path: '/api/property-manager/feedback',
    summary: 'Send partnership feedback',
    tags,
    body: partnershipFeedbackRequest,
    answer: partnershipFeedbackItem,
    ...sent,
  }),
  inquiries: endpoint({
    method: 'GET',
    path: '/api/property-manager/inquiries',
    summary: 'Meeting requests and questions, with the answers',
    tags,
    answer: z.array(managerInquiryItem),
  }),
  sendInquiry: endpoint({
    method: 'POST',
    path: '/api/property-manager/inquiries',
    summary: 'Request a meeting or ask a question',
    tags,
    body: managerInquiryRequest,
    answer: managerInquiryItem,
    ...sent,
  }),
  productRequests: endpoint({
    method: 'GET',
    path: '/api/property-manager/product-requests',
    summary: 'Product requests and the answers',
    tags,
    answer: z.array(productRequestItem),
  }),
  requestProduct: endpoint({
    method: 'POST',
    path: '/api/property-manager/product-requests',
    summary: 'Request a product',
    tags,
    body: productRequestRequest,
    answer: productRequestItem,
    ...sent,
  }),
  restocks: endpoint({
    method: 'GET',
    path: '/api/property-manager/restocks',
    summary: 'Restock dates',
    tags,
    answer: z.array(restockItem),
  }),
};
