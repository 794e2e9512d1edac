export { MarketReviews } from './components/market-reviews';
