export { upsertStaffAccount } from './admin-account';
export { seedAdmin } from './first-admin';
