import { z } from 'zod';
import { installationStatuses, partnershipStages, reviewStatuses, reviewTypes } from './enums';
import { type ErrorResponse, fieldErrorsSchema, optionalLine, optionalPhoneNumber, requiredLine } from './fields';
import { portalInstallation } from './installation';
import { rating } from './numbers';
import { milestoneItem } from './partnership';
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
export const portalLocation = z.object({
  id: z.number().int(),
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
  decisions: z.number().int(),
  brandAssets: z.number().int(),
  openRequests: z.number().int(),
});
export type PortalOverview = z.infer<typeof portalOverview>;

// ── Reviews from the portal (docs/product/portal.md) ───────────────────────────────────────────────────────
export const portalFacilityTypes = [
  'luxury_condos',
  'medical_facilities',
  'corporate_offices',
  'educational_institutions',
] as const;
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

export const portalReviewItem = z.object({
  id: z.number().int(),
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
