import type { Testimonial } from '../../../../content/site/markets';
import { Stars } from '../../../components/ui/stars';

/** A market page testimonial, always shown with five stars (docs/product/public-site.md). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-7 shadow-soft sm:p-8">
      <Stars rating={5} />
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-slate-700">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-5">
        <p className="font-semibold text-navy-900">{testimonial.author}</p>
        <p className="text-sm text-slate-600">{testimonial.title}</p>
        <p className="text-sm font-medium text-brand-700">{testimonial.facility}</p>
      </figcaption>
    </figure>
  );
}
