export { listAdminReviews } from './admin-reviews';
export { listLocationReviews, submitLocationReview } from './portal-reviews';
