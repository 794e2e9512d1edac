import type { Testimonial } from '../../../../content/site/markets';
import { QuoteCard } from '../../../components/ui/quote-card';

/** A market page testimonial, always shown with five stars (public-site.md §2). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <QuoteCard rating={5} quote={testimonial.quote}>
      <p className="font-semibold text-navy-900">{testimonial.author}</p>
      <p className="text-sm text-slate-600">{testimonial.title}</p>
      <p className="text-sm font-medium text-brand-700">{testimonial.facility}</p>
    </QuoteCard>
  );
}
