import { quoteGridClass } from '../../../components/ui/quote-card';
import { useMarketReviews } from '../api/market-reviews';
import { ReviewCard } from './review-card';

/**
 * The published client reviews of one market, under its testimonials and laid out as they are (beyond the
 * spec). Nothing at all when there are none, so a new market never shows an empty box.
 */
export function MarketReviews({ facilityType }: { facilityType: string }) {
  const reviews = useMarketReviews(facilityType);
  if (reviews.length === 0) return null;
  return (
    <div className="mt-16" data-testid="market-reviews">
      <h3 className="text-center text-2xl font-bold tracking-tight text-navy-900">From our client reviews</h3>
      <ul className={`mt-8 ${quoteGridClass(reviews.length)}`}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </div>
  );
}
