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
});
export type StaffUser = z.infer<typeof staffUser>;

/** GET /api/admin/session: who is signed in. */
export const staffSessionResponse = z.object({ user: staffUser });

/** Roles that reach the back office at all (clarifications.md "Roles"). */
export const staffRoles = ['admin', 'manager', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];
