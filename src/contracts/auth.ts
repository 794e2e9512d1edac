import { z } from 'zod';
import { userRoles } from './enums';

/** POST /api/admin/auth body (clarifications.md: or an `Authorization: Basic` header). */
export const staffLoginRequest = z
  .object({
    username: z.string().trim().max(255).optional(),
    password: z.string().max(1024).optional(),
  })
  .nullish();

export const staffLoginResponse = z.object({ success: z.literal(true) });

export const staffUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
  /** Set by an admin ("Require Password Reset"): the person must choose a new password before anything else. */
  passwordResetRequired: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUser>;

/** GET /api/admin/session: who is signed in. */
export const staffSessionResponse = z.object({ user: staffUser });

/** Roles that reach the back office at all (clarifications.md "Roles"). */
export const staffRoles = ['admin', 'manager', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** POST /api/admin/account/password: the signed-in person changes their own password. */
export const changeOwnPasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: z.string().min(8, 'Password must be at least 8 characters').max(200),
});
export type ChangeOwnPasswordRequest = z.input<typeof changeOwnPasswordRequest>;
