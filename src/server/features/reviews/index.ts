export { listAdminReviews } from './admin-reviews';
