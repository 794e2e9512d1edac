import type { PortalReviewItem } from '../../../../contracts/portal';
import { facilityLabel, reviewStatusTone } from '../../../components/labels/review-labels';
import { ItemCard, TypedText } from '../../../components/portal/item-card';
import { OwnList } from '../../../components/portal/own-list';
import { portalLabel } from '../../../components/portal/portal-labels';
import { Stars } from '../../../components/ui/stars';
import { formatDate } from '../../../lib/format';
import { usePortalReviews } from './api';

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

/** The manager's own reviews with their moderation status (docs/product/reviews.md: pending until the team reviews them). */
export function OwnReviews() {
  return (
    <OwnList
      of="reviews"
      titleId="own-reviews-title"
      query={usePortalReviews()}
      empty="You have not submitted a review yet."
    >
      {(review) => <OwnReview review={review} />}
    </OwnList>
  );
}
