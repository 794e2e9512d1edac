import { formatAverage } from '../../../../components/labels/review-labels';
import { useReviewStats } from '../api/admin-reviews';

/** The four stat cards of /admin-reviews (docs/product/reviews.md). */
export function ReviewStatCards() {
  const stats = useReviewStats();
  const data = stats.data;
  const cards: Array<[string, string]> = [
    ['Total Reviews', data ? String(data.total) : '–'],
    ['Published Reviews', data ? String(data.published) : '–'],
    ['Average Rating', data ? formatAverage(data.averageRating) : '–'],
    ['Pending Reviews', data ? String(data.pending) : '–'],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Review statistics">
      {cards.map(([label, value]) => (
        <div
          key={label}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft"
          data-testid="review-stat"
        >
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
