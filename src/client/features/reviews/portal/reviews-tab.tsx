import type { PortalLocation } from '../../../../contracts/portal';
import { OwnReviews } from './own-reviews';
import { ReviewForm } from './review-form';

/** Reviews (docs/product/reviews.md): the submit form and the manager's own reviews. */
export function ReviewsTab({ location }: { location: PortalLocation }) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <ReviewForm location={location} />
      </div>
      <div className="lg:col-span-2">
        <OwnReviews />
      </div>
    </div>
  );
}
