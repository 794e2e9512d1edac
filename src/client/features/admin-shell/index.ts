export { useStaffSession } from './api/session';
export { AdminLayout } from './components/admin-layout';
export { AdminProviders } from './components/admin-providers';
