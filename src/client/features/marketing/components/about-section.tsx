import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { homeAbout } from '../../../../content/site/home-about';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { buttonClasses } from '../../../components/ui/button';
import { useSite } from '../../../lib/site-config';
import { ContactLink } from './contact-link';
import { SectionHeading } from './section-heading';

/** Home section 5 (id about): the founding family; the words come from the shared site content. */
export function AboutSection() {
  const site = useSite();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal className="lg:order-2">
          <SectionHeading id="about-title" eyebrow={homeAbout.eyebrow} title={homeAbout.title} center={false}>
            {homeAbout.intro(site)}
          </SectionHeading>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{homeAbout.today}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/about" className={buttonClasses('secondary', 'lg')}>
              {homeAbout.aboutCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <ContactLink variant="outline">{homeAbout.contactCta}</ContactLink>
          </div>
        </Reveal>
        <Reveal className="lg:order-1">
          <SmartImage
            src={homeAbout.image.src}
            alt={homeAbout.image.alt}
            width={800}
            height={600}
            className="aspect-[4/3] rounded-3xl shadow-lift"
          />
        </Reveal>
      </div>
    </section>
  );
}
