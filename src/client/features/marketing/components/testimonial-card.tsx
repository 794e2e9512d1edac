import type { Testimonial } from '../../../../content/site/markets';
import { QuoteCard } from '../../../components/ui/quote-card';

/** A market page testimonial: the published words of a partner, always shown with five stars. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <QuoteCard rating={5} quote={testimonial.quote}>
      <p className="font-semibold text-navy-900">{testimonial.author}</p>
      <p className="text-sm text-slate-600">{testimonial.title}</p>
      <p className="text-sm font-medium text-brand-700">{testimonial.facility}</p>
    </QuoteCard>
  );
}
