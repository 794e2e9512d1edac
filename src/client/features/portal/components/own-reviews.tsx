import type { PortalReviewItem } from '../../../../contracts/portal';
import { Stars } from '../../../components/ui/stars';
import { formatDate } from '../../../lib/format';
import { facilityLabel, reviewStatusTone } from '../../admin-reviews/components/review-labels';
import { usePortalReviews } from '../api/reviews';
import { ItemCard, TypedText } from './item-card';
import { portalLabel } from './portal-labels';
import { EmptyState, QueryState } from './query-state';

function OwnReview({ review }: { review: PortalReviewItem }) {
  const published = review.publishedAt ? ` · published ${formatDate(review.publishedAt)}` : '';
  return (
    <ItemCard
      testId="own-review"
      title={review.reviewTitle || 'Untitled review'}
      status={{ label: portalLabel(review.status), tone: reviewStatusTone[review.status] }}
      meta={`${portalLabel(review.reviewType)} · ${facilityLabel(review.facilityType)} · submitted ${formatDate(review.createdAt)}${published}`}
    >
      <Stars rating={review.rating} className="mt-2" />
      <TypedText>{review.reviewContent}</TypedText>
      <p className="mt-2 text-xs text-slate-600">By {review.reviewerName}</p>
    </ItemCard>
  );
}

/** The manager's own reviews with their moderation status (§2: pending until the team reviews them). */
export function OwnReviews() {
  const reviews = usePortalReviews();
  return (
    <section aria-labelledby="own-reviews-title">
      <h2 id="own-reviews-title" className="mb-3 text-lg font-semibold text-navy-900">
        Your reviews
      </h2>
      <QueryState query={reviews} loading="Loading your reviews" failed="Failed to load your reviews.">
        {(items) =>
          items.length === 0 ? (
            <EmptyState>You have not submitted a review yet.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {items.map((review) => (
                <OwnReview key={review.id} review={review} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
