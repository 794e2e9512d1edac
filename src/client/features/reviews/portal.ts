// What the property manager portal uses: an entry of its own, so the public pages' chunks never carry it.
export { ReviewsTab } from './portal/reviews-tab';
