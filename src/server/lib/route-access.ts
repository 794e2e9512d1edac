import { errorResponse } from '../../contracts/fields';

// Who may call a back-office route, as the route's `config` (decision 007); the staff guard admits those roles.
/** Every staff role: admins, managers and support. */
export const everyStaffRole = { roles: ['admin', 'manager', 'support'] as const };
/** Admins and managers. */
export const managersAndAdmins = { roles: ['admin', 'manager'] as const };
/** Admins alone. */
export const adminsOnly = { roles: ['admin'] as const };

/**
 * The error answers a back-office change declares: a field its contract or a rule refuses (400), a record that does
 * not exist (404), a record whose state refuses the change (409).
 */
export const changeErrors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
