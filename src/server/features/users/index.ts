export { seedAdmin } from './first-admin';
