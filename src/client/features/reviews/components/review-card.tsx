import { Quote } from 'lucide-react';
import type { FeaturedReview } from '../../../../contracts/reviews';
import { Stars } from '../../../components/ui/stars';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** One client review: stars, the words (as text, never markup), who said it and when. */
export function ReviewCard({ review }: { review: FeaturedReview }) {
  const published = review.publishedAt ? new Date(review.publishedAt) : undefined;
  const role = [review.reviewerTitle, review.reviewerCompany].filter(Boolean).join(', ');
  return (
    <figure
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-soft"
      data-testid="review-card"
    >
      <div className="flex items-center justify-between">
        <Stars rating={review.rating} />
        <Quote aria-hidden="true" className="size-7 text-brand-200" />
      </div>
      <blockquote className="mt-5 flex-1 text-base leading-relaxed text-slate-700">
        <p>“{review.reviewContent}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-5">
        <p className="font-semibold text-navy-900">{review.reviewerName}</p>
        {role ? <p className="text-sm text-slate-600">{role}</p> : null}
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium uppercase tracking-wide text-slate-500">
          {review.facilityType ? <span className="capitalize">{review.facilityType.replaceAll('_', ' ')}</span> : null}
          {published && !Number.isNaN(published.getTime()) ? <span>{monthYear.format(published)}</span> : null}
        </div>
      </figcaption>
    </figure>
  );
}
