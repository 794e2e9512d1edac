import { BarChart3, Handshake, MessageSquareQuote } from 'lucide-react';
import { FEATURED_REVIEWS_LIMIT } from '../../../../contracts/constants';
import { Reveal } from '../../../components/layout/reveal';
import { IconCard } from '../../../components/ui/icon-card';
import { useFeaturedReviews } from '../api/featured-reviews';
import { ReviewCard } from './review-card';

const comingSoon = [
  {
    icon: MessageSquareQuote,
    title: 'Real Feedback',
    text: 'Honest words from the property managers and residents we serve, published with their permission.',
  },
  {
    icon: Handshake,
    title: 'Partner Stories',
    text: 'How our partners planned, installed and launched their markets, in their own words.',
  },
  {
    icon: BarChart3,
    title: 'Results',
    text: 'The numbers after launch: usage, satisfaction and the time people get back every day.',
  },
];

/** Home page "Client reviews" (docs/product/reviews.md). */
export function ReviewsSection() {
  const { reviews, isLoading } = useFeaturedReviews();
  const shown = reviews.slice(0, FEATURED_REVIEWS_LIMIT);
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Client reviews</p>
          <h2 id="reviews-title" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            What our partners say
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Property managers and facility leaders on life with an Elevate market.
          </p>
        </Reveal>
        {isLoading ? (
          <div className="mt-12 grid gap-6 md:grid-cols-3" role="status" aria-busy="true" aria-label="Loading reviews">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-72 animate-pulse rounded-2xl bg-white shadow-soft" />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-12" data-testid="reviews-coming-soon">
            <p className="text-center text-lg font-medium text-navy-900">Client reviews are coming soon.</p>
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {comingSoon.map(({ icon, title, text }) => (
                <IconCard key={title} icon={icon} title={title}>
                  {text}
                </IconCard>
              ))}
            </div>
          </div>
        ) : (
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {shown.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
