export { listAdminReviews } from './admin-reviews';
export { seedDemoReviews } from './demo';
