export { useMarketReviews } from './api/market-reviews';
export { ReviewCard } from './components/review-card';
