import { z } from 'zod';
import { endpoint } from './endpoint';
import { userRoles } from './enums';
import { errorsOf, successResponse } from './fields';
import { staffPassword } from './passwords';
import { text } from './text';

/** `authApi.signIn`'s body (docs/product/limits-and-security.md: or an `Authorization: Basic` header). */
export const staffLoginRequest = z
  .object({
    username: text('Username', { trim: true }).max(255, 'Username must be at most 255 characters').optional(),
    password: text('Password').max(1024, 'Password must be at most 1024 characters').optional(),
  })
  .nullish();

export const staffLoginResponse = successResponse;

/** Who a user account is: the fields that the session's person (`staffUser`) and the user list's rows begin with. */
export const userIdentity = {
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
};

export const staffUser = z.object({
  ...userIdentity,
  /** Set by an admin ("Require Password Reset"): the person must choose a new password before anything else. */
  passwordResetRequired: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUser>;

/** `authApi.session`: who is signed in, or null when no live session goes with the request (no 401 to log). */
export const staffSessionResponse = z.object({ user: staffUser.nullable() });

/** Roles that reach the back office at all (docs/product/limits-and-security.md). */
export const staffRoles = ['admin', 'manager', 'support'] as const;

/** Partnerships (prospects, locations and their requests) are the managers' and admins' (decision 007). */
export const managesPartnerships = (role: StaffUser['role']) => role === 'admin' || role === 'manager';
export type StaffRole = (typeof staffRoles)[number];

/** `authApi.changeOwnPassword`: the signed-in person changes their own password. */
export const changeOwnPasswordRequest = z.object({
  currentPassword: text('Current password')
    .min(1, 'Enter your current password')
    .max(1024, 'Current password must be at most 1024 characters'),
  newPassword: staffPassword(),
});
export type ChangeOwnPasswordRequest = z.input<typeof changeOwnPasswordRequest>;

const tags = ['auth'];

/** Staff sign-in, sign-out, the session check and the own password (docs/product/back-office.md). */
export const authApi = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/admin/auth',
    summary: 'Sign in with e-mail and password (Basic header or JSON body); without credentials, check the session',
    tags,
    body: staffLoginRequest,
    answer: staffLoginResponse,
    errors: errorsOf(401, 429),
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Sign out: the session ends on the server',
    tags,
    answer: staffLoginResponse,
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    summary: 'The signed-in staff member, or null when signed out',
    tags,
    answer: staffSessionResponse,
  }),
  changeOwnPassword: endpoint({
    method: 'POST',
    path: '/api/admin/account/password',
    summary: 'Change your own password (required after an admin asked for it); other sessions end',
    tags,
    body: changeOwnPasswordRequest,
    answer: staffLoginResponse,
    errors: errorsOf(400),
  }),
};
