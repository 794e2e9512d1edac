export { upsertStaffAccount } from './admin-account';
export { seedAdmin } from './first-admin';
export { addPropertyManager, updatePropertyManagerContact } from './property-managers';
export type { StaffName } from './staff-name';
