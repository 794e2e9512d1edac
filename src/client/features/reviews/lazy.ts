// What another feature loads on demand, apart from the entry's static exports, so it gets a chunk of its own.
export { ReviewsSection } from './components/reviews-section';
