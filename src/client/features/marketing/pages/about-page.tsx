import { Clock, Compass, HandHeart, Leaf, type LucideIcon, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import {
  aboutClosing,
  aboutHero,
  mission,
  story,
  team,
  type ValueIconName,
  values,
} from '../../../../content/site/about';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Reveal } from '../../../components/layout/reveal';
import { buttonClasses } from '../../../components/ui/button';
import { IconCard } from '../../../components/ui/icon-card';
import { pictureUrl } from '../../../lib/pictures';
import { useSite } from '../../../lib/site-config';
import { ContactLink, ghostOnNavy } from '../components/contact-link';
import { DarkHero, HeroPicture, HeroTitle } from '../components/page-hero';
import { HeadedSection, headed, SectionHeading } from '../components/section-heading';
import { usePageEntryScroll } from '../components/use-page-entry-scroll';

/** The value cards' icons: the shared content names them, the page draws them. */
const valueIcons: Record<ValueIconName, LucideIcon> = {
  'hand-heart': HandHeart,
  clock: Clock,
  leaf: Leaf,
  'shield-check': ShieldCheck,
};

/**
 * /about: family story, mission, team and values; the words come from the shared site content. Every section has
 * an id (overview, story, mission, team, values, closing), so a link can open `/about#team`.
 */
export default function AboutPage() {
  usePageEntryScroll();
  const site = useSite();
  return (
    <PublicLayout>
      <DarkHero
        id="overview"
        titleId="about-hero-title"
        glow="bg-[radial-gradient(45rem_30rem_at_85%_0%,rgb(16_185_129/0.18),transparent)]"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <HeroTitle
              titleId="about-hero-title"
              eyebrow={aboutHero.eyebrow(site)}
              title={aboutHero.heading}
              intro={aboutHero.intro(site)}
            />
          </div>
          <HeroPicture image={aboutHero.image} />
        </div>
      </DarkHero>

      <section id="story" aria-labelledby="story-title" className="bg-white py-20 sm:py-28">
        <Reveal className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="story-title" eyebrow={story.eyebrow} title={story.heading} center={false} />
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-700">
            {story.paragraphs(site).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
      </section>

      <section id="mission" aria-labelledby="mission-title" className="bg-navy-900 py-20 text-white sm:py-24">
        <Reveal className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-brand-300">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <h2 id="mission-title" className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-300">
            {mission.heading}
          </h2>
          <p className="mt-4 text-2xl font-semibold leading-snug text-balance sm:text-3xl lg:text-4xl">
            {mission.text}
          </p>
        </Reveal>
      </section>

      <HeadedSection id="team" tone="slate" words={headed(team.eyebrow, team)}>
        <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.members.map((person) => (
            <li key={person.name} className="rounded-2xl border border-slate-200/80 bg-white p-7 shadow-soft">
              <div className="flex items-center gap-4">
                <img
                  src={pictureUrl(person.portrait)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 shrink-0 rounded-full"
                />
                <div>
                  <h3 className="text-lg font-semibold text-navy-900">{person.name}</h3>
                  <p className="text-sm font-medium text-brand-700">{person.role}</p>
                </div>
              </div>
              <p className="mt-5 leading-relaxed text-slate-600">{person.text}</p>
            </li>
          ))}
        </Reveal>
      </HeadedSection>

      <HeadedSection id="values" tone="white" words={headed(values.eyebrow, values)}>
        <Reveal as="ul" className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map(({ icon, title, text }) => (
            <IconCard key={title} as="li" icon={valueIcons[icon]} title={title}>
              {text}
            </IconCard>
          ))}
        </Reveal>
      </HeadedSection>

      <section id="closing" aria-labelledby="about-cta-title" className="bg-white pb-20 sm:pb-28">
        <Reveal className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-gradient-to-br from-navy-900 to-navy-700 px-6 py-14 text-center text-white shadow-lift sm:px-12">
            <h2 id="about-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {aboutClosing.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{aboutClosing.text}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ContactLink arrow>{aboutClosing.primaryCta}</ContactLink>
              <Link href="/" className={buttonClasses('ghost', 'lg', ghostOnNavy)}>
                {aboutClosing.homeLink}
              </Link>
            </div>
          </div>
        </Reveal>
      </section>
    </PublicLayout>
  );
}
