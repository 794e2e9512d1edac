import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Reveal } from '../../../components/layout/reveal';
import { SmartImage } from '../../../components/layout/smart-image';
import { buttonClasses } from '../../../components/ui/button';
import { IconCard } from '../../../components/ui/icon-card';
import { useSite } from '../../../lib/site-config';
import { ContactLink } from '../components/contact-link';
import { SectionHeading } from '../components/section-heading';
import { usePageEntryScroll } from '../components/use-page-entry-scroll';
import { team, values } from '../content/about';

/** /about: family story, mission, team and values (public-site.md §2). */
export default function AboutPage() {
  usePageEntryScroll();
  const site = useSite();
  return (
    <PublicLayout>
      <section aria-labelledby="about-hero-title" className="relative isolate overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(45rem_30rem_at_85%_0%,rgb(16_185_129/0.18),transparent)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">About {site.name}</p>
            <h1
              id="about-hero-title"
              className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              One family. One metro area. Every market personal.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-200">
              We are the Navarros: two parents, two grown children and a small team who treat every building we serve
              like a neighbor's. Since {site.foundedYear} we have run self-service markets across the {site.serviceArea}
              , and only there.
            </p>
          </div>
          <SmartImage
            src="/assets/family.svg"
            alt="Rick, Diane, Marco and Elena Navarro standing together in front of an Elevate market"
            width={800}
            height={600}
            priority
            className="aspect-[4/3] rounded-3xl shadow-lift ring-1 ring-white/10"
          />
        </div>
      </section>

      <section aria-labelledby="story-title" className="bg-white py-20 sm:py-28">
        <Reveal className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="story-title"
            eyebrow="Our story"
            title="It started with a question at the kitchen table"
            center={false}
          />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-700">
            <p>
              Elena was managing a condo tower downtown, and residents kept asking the same thing: why is there nowhere
              to buy a carton of milk after nine? Around the same table, her brother Marco was describing his work with
              cameras that could recognize any product on a shelf.
            </p>
            <p>
              Their father, Rick, had spent his career in hotel hospitality. Their mother, Diane, had kept the books for
              half the small businesses in the neighborhood. Put together, the answer was obvious: a market that is open
              all night, needs no cashier, and is run by people who care how it looks on a Tuesday morning.
            </p>
            <p>
              In {site.foundedYear} they opened the first Elevate market in that same lobby. Residents stopped driving
              out for late-night essentials, the board stopped fielding complaints, and the phone started ringing. We
              have grown since, but the promise has not changed: zero cost to your property, full service included, and
              a family name on every cooler.
            </p>
          </div>
        </Reveal>
      </section>

      <section aria-labelledby="mission-title" className="bg-navy-900 py-20 text-white sm:py-24">
        <Reveal className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-300">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <h2 id="mission-title" className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-300">
            Our mission
          </h2>
          <p className="mt-4 text-2xl font-semibold leading-snug text-balance sm:text-3xl lg:text-4xl">
            Give every resident, patient, employee, student, member and guest a market they are glad to have, at no cost
            to the property that hosts it.
          </p>
        </Reveal>
      </section>

      <section aria-labelledby="team-title" className="bg-slate-50 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Reveal>
            <SectionHeading id="team-title" eyebrow="Our team" title="The people you will actually meet">
              No call center and no faceless operator. These are the people who plan, install, stock and answer for your
              market.
            </SectionHeading>
          </Reveal>
          <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((person, index) => (
              <li key={person.name} className="rounded-2xl border border-slate-200/80 bg-white p-7 shadow-soft">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className={
                      index < 4
                        ? 'inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white'
                        : 'inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800'
                    }
                  >
                    {person.initials}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-navy-900">{person.name}</h3>
                    <p className="text-sm font-medium text-brand-700">{person.role}</p>
                  </div>
                </div>
                <p className="mt-5 leading-relaxed text-slate-600">{person.text}</p>
              </li>
            ))}
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Reveal>
            <SectionHeading id="values-title" eyebrow="Our values" title="What we promise every partner" />
          </Reveal>
          <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ icon, title, text }) => (
              <IconCard key={title} as="li" icon={icon} title={title}>
                {text}
              </IconCard>
            ))}
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-white pb-20 sm:pb-28">
        <Reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-gradient-to-br from-navy-900 to-navy-700 px-6 py-14 text-center text-white shadow-lift sm:px-12">
            <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Let's talk about your building
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">
              A free consultation, a site visit from one of us, and an answer within 24 hours. There is no cost to your
              property.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ContactLink>
                Schedule Consultation
                <ArrowRight aria-hidden="true" className="size-5" />
              </ContactLink>
              <Link
                href="/"
                className={buttonClasses('ghost', 'lg', 'border border-white/25 text-white hover:bg-white/10')}
              >
                Back to Home
              </Link>
            </div>
          </div>
        </Reveal>
      </section>
    </PublicLayout>
  );
}
