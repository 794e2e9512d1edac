// Who may call a back-office route, as the route's `config` (decision 007); the staff guard admits those roles.
/** Every staff role: admins, managers and support. */
export const everyStaffRole = { roles: ['admin', 'manager', 'support'] as const };
/** Admins and managers. */
export const managersAndAdmins = { roles: ['admin', 'manager'] as const };
/** Admins alone. */
export const adminsOnly = { roles: ['admin'] as const };
