import { Check } from 'lucide-react';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { SectionHeading } from './section-heading';

const features = [
  ['Touchless AI recognition', 'Computer vision sees what leaves the shelf. No scanning, no queue.'],
  ['Cashless, contactless payment', 'Cards, phones and watches. Tap and go.'],
  ['24/7 remote monitoring', 'We watch cooler temperatures, stock and every unit around the clock.'],
  ['Smart inventory', 'Live sales data tells us what to restock and what to add before a shelf runs empty.'],
] as const;

const figures = [
  ['99.9%', 'Detection accuracy'],
  ['99.9%', 'Uptime'],
  ['24/7', 'Remote monitoring'],
] as const;

/** Home section 4 (id technology): how the smart store units work. */
export function TechnologySection() {
  return (
    <section id="technology" aria-labelledby="technology-title" className="bg-navy-900 py-20 text-white sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <SectionHeading
            id="technology-title"
            eyebrow="Technology"
            title="Grab what you want. We handle the rest."
            dark
            center={false}
          >
            Our smart store units use computer vision to recognize each product as it is picked up, so checkout takes
            seconds and every charge is right.
          </SectionHeading>
          <ul className="mt-10 space-y-6">
            {features.map(([title, text]) => (
              <li key={title} className="flex gap-4">
                <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
                  <Check aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-white">{title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-300">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
        <Reveal>
          <SmartImage
            src="/assets/technology.svg"
            alt="Camera sensors recognizing a bottle, a snack bag and an apple on a shelf while a phone pays at a touchscreen kiosk"
            width={800}
            height={600}
            className="aspect-[4/3] rounded-3xl shadow-lift ring-1 ring-white/10"
          />
          <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
            {figures.map(([value, label]) => (
              <div
                key={label}
                className="flex flex-col-reverse justify-end rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-5"
              >
                <dt className="mt-1 text-xs text-slate-300 sm:text-sm">{label}</dt>
                <dd className="text-2xl font-bold text-brand-300 sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
