import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { buttonClasses } from '../../../components/ui/button';
import { useSite } from '../../../lib/site-config';
import { ContactLink } from './contact-link';
import { SectionHeading } from './section-heading';

/** Home section 5 (id about): the founding family. */
export function AboutSection() {
  const { foundedYear } = useSite();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <Reveal className="lg:order-2">
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="A family business that answers its own phone"
            center={false}
          >
            Elevate started at the Navarro family's kitchen table in {foundedYear}. Rick and Diane brought careers in
            hotel hospitality and small-business finance. Their children, Marco and Elena, brought computer vision and
            property management.
          </SectionHeading>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Today the four of them still walk every new site, and you will always reach a real person within 24 hours.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/about" className={buttonClasses('secondary', 'lg')}>
              Meet the Family
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <ContactLink variant="outline">Talk to Us</ContactLink>
          </div>
        </Reveal>
        <Reveal className="lg:order-1">
          <SmartImage
            src="/assets/family.svg"
            alt="The Navarro family, two parents and their two grown children, standing in front of one of their markets"
            width={800}
            height={600}
            className="aspect-[4/3] rounded-3xl shadow-lift"
          />
        </Reveal>
      </div>
    </section>
  );
}
