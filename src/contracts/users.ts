import { z } from 'zod';
import { userIdentity } from './auth';
import { idParams, listOrPage, pagingOf, storedRecord } from './common';
import { endpoint } from './endpoint';
import { userRoles, userStatuses } from './enums';
import {
  changeErrors,
  emailAddress,
  optionalLine,
  optionalPhoneNumber,
  optionalText,
  requiredLine,
  searchText,
  successResponse,
} from './fields';
import { staffPassword } from './passwords';
import { removeById } from './record-calls';

// The user form offers every role but property_manager (docs/product/back-office.md): those accounts come with a location.
export const assignableRoles = ['user', 'support', 'manager', 'admin'] as const;

export const userListQuery = z.object({
  search: searchText,
  status: z.enum(userStatuses).optional(),
  role: z.enum(userRoles).optional(),
  ...pagingOf(50),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userItem = z.object({
  ...userIdentity,
  status: z.enum(userStatuses),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  notes: z.string().nullable(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int(),
  passwordResetRequired: z.boolean(),
  createdAt: z.string(),
  // Property-manager accounts (docs/product/back-office.md): their location in place of the department.
  userType: z.enum(['staff', 'property_manager']),
  locationCode: z.string().nullable(),
  locationName: z.string().nullable(),
  partnershipStage: z.string().nullable(),
});
export type UserItem = z.infer<typeof userItem>;

export const userListResponse = listOrPage(userItem);

/** POST /api/admin/users and PUT /api/admin/users/:id (docs/product/back-office.md). */
export const userFormRequest = z.object({
  email: emailAddress,
  firstName: requiredLine('First name', 100),
  lastName: requiredLine('Last name', 100),
  role: z.enum(assignableRoles).default('user'),
  status: z.enum(userStatuses).default('active'),
  phone: optionalPhoneNumber,
  department: optionalLine('Department', 120),
  notes: optionalText('Notes', 2000),
  /** Optional on create: without it the account cannot sign in until an admin sets a password. */
  password: staffPassword().optional(),
});
export type UserFormRequest = z.input<typeof userFormRequest>;

export const userStatusRequest = z.object({ status: z.enum(userStatuses) });
export const userRoleRequest = z.object({ role: z.enum(assignableRoles) });
export const resetPasswordRequest = z.object({ newPassword: staffPassword() });

export const activityItem = storedRecord({
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  details: z.unknown(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityListQuery = z.object(pagingOf(50));
export const activityListResponse = listOrPage(activityItem);

const tags = ['users'];

/** User management and the activity log (admins only, decision 007). */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Users, property managers included',
    tags,
    query: userListQuery,
    answer: userListResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Create a user',
    tags,
    body: userFormRequest,
    answer: userItem,
    status: 201,
    errors: changeErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary: 'Edit a user',
    tags,
    params: idParams,
    body: userFormRequest,
    answer: userItem,
    errors: changeErrors,
  }),
  remove: removeById('/api/admin/users/:id', 'Delete a user (no confirmation, docs/product/back-office.md)', tags),
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/status',
    summary: 'Set a user active, inactive or suspended',
    tags,
    params: idParams,
    body: userStatusRequest,
    answer: userItem,
    errors: changeErrors,
  }),
  setRole: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id/role',
    summary: 'Change a user role',
    tags,
    params: idParams,
    body: userRoleRequest,
    answer: userItem,
    errors: changeErrors,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reset-password',
    summary: 'Set a new password; the user is signed out everywhere',
    tags,
    params: idParams,
    body: resetPasswordRequest,
    answer: successResponse,
    errors: changeErrors,
  }),
  requirePasswordReset: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/require-password-reset',
    summary: 'Require a new password at next login',
    tags,
    params: idParams,
    answer: successResponse,
    errors: changeErrors,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/admin/activity',
    summary: 'The activity log of every back-office change and sign-in',
    tags,
    query: activityListQuery,
    answer: activityListResponse,
  }),
  userActivity: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id/activity',
    summary: "One user's activity",
    tags,
    params: idParams,
    query: activityListQuery,
    answer: activityListResponse,
  }),
};
