import { z } from 'zod';
import { installationStatuses, partnershipStages, reviewStatuses, reviewTypes } from './enums';
import { optionalLine, optionalPhoneNumber } from './fields';
import { portalInstallation } from './installation';
import { milestoneItem } from './partnership';
import { portalPassword } from './property-managers';

/** POST /api/property-manager/authenticate: the code is trimmed and uppercased, the password trimmed (§5). */
export const portalLoginRequest = z.object({
  locationCode: z.string().max(40).default(''),
  password: z.string().max(200).default(''),
});
export const PORTAL_LOGIN_REQUIRED = 'Please enter both location code and password';
export const PORTAL_LOGIN_INVALID = 'Invalid credentials';

/** What the portal shows of its own location (the portal session of §3, and the dates it follows). */
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
});
export const portalSessionResponse = z.object({ location: portalLocation });

/** POST /api/property-manager/password: the temporary password is replaced at first sign-in. */
export const portalPasswordRequest = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: portalPassword,
    confirmPassword: z.string().max(200),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'Choose a password different from the current one',
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

// ── Reviews from the portal (§5 "Portal review form") ───────────────────────────────────────────────────────
export const portalFacilityTypes = [
  'luxury_condos',
  'medical_facilities',
  'corporate_offices',
  'educational_institutions',
] as const;
export const portalReviewRequest = z.object({
  reviewerName: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  reviewerTitle: optionalLine('Title', 120),
  reviewerCompany: optionalLine('Company', 200),
  reviewerEmail: z.string().trim().max(255).pipe(z.email('Valid email is required')),
  reviewerPhone: optionalPhoneNumber,
  facilityType: z.enum(portalFacilityTypes, { error: 'Choose a facility type' }),
  rating: z.coerce.number().int().min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5'),
  reviewTitle: z
    .string()
    .trim()
    .min(1, 'Review title is required')
    .max(200, 'Review title must be at most 200 characters'),
  reviewContent: z
    .string({ error: 'Review content must be at least 10 characters' })
    .trim()
    .min(10, 'Review content must be at least 10 characters')
    .max(5000, 'Review content must be at most 5000 characters'),
  reviewType: z.enum(reviewTypes).default('general'),
  // Sent by the described portal; the location always comes from the session.
  locationCode: z.string().max(40).optional(),
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
