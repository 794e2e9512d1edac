import { Check } from 'lucide-react';
import { technology } from '../../../../content/site/technology';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { SectionHeading } from './section-heading';

/** Home section 4 (id technology): how the smart store units work; the words come from the shared site content. */
export function TechnologySection() {
  return (
    <section id="technology" aria-labelledby="technology-title" className="bg-navy-900 py-20 text-white sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal>
          <SectionHeading
            id="technology-title"
            eyebrow={technology.eyebrow}
            title={technology.title}
            dark
            center={false}
          >
            {technology.intro}
          </SectionHeading>
          <ul className="mt-10 space-y-6">
            {technology.features.map(({ title, text }) => (
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
            src={technology.image.src}
            alt={technology.image.alt}
            width={800}
            height={600}
            className="aspect-[4/3] rounded-3xl shadow-lift ring-1 ring-white/10"
          />
          <dl className="mt-6 grid grid-cols-3 gap-3 sm:gap-4">
            {technology.figures.map(({ value, label }) => (
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
