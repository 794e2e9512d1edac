import type { FeaturedReview } from '../../../../contracts/reviews';
import { QuoteCard } from '../../../components/ui/quote-card';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * One client review, in the testimonials' card: stars, the words, who said it, for whom and, with `details`, the
 * facility type and when. A market page leaves the details out, so its reviews read exactly as its testimonials do.
 */
export function ReviewCard({ review, details = true }: { review: FeaturedReview; details?: boolean }) {
  const published = review.publishedAt ? new Date(review.publishedAt) : undefined;
  return (
    <QuoteCard rating={review.rating} quote={review.reviewContent} testId="review-card">
      <p className="font-semibold text-navy-900">{review.reviewerName}</p>
      {review.reviewerTitle ? <p className="text-sm text-slate-600">{review.reviewerTitle}</p> : null}
      {review.reviewerCompany ? <p className="text-sm font-medium text-brand-700">{review.reviewerCompany}</p> : null}
      {details ? (
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium uppercase tracking-wide text-slate-500">
          {review.facilityType ? <span>{review.facilityType.replaceAll('_', ' ')}</span> : null}
          {published && !Number.isNaN(published.getTime()) ? <span>{monthYear.format(published)}</span> : null}
        </div>
      ) : null}
    </QuoteCard>
  );
}
