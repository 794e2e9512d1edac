export { listAdminReviews } from './admin-reviews';
export { demoReviews } from './demo';
