import { Check } from 'lucide-react';
import { hero, heroHeading } from '../../../../content/site/hero';
import { useSite } from '../../../lib/site-config';
import { ContactLink, ghostOnNavy } from './contact-link';
import { DarkHero, HeroHighlights, HeroIntro, HeroPicture } from './page-hero';
import { RotatingWord } from './rotating-word';

/** Home section 1: the promise, the rotating word and the key claims; the words come from the shared site content. */
export function HeroSection() {
  const site = useSite();
  return (
    <DarkHero
      titleId="hero-title"
      glow="bg-[radial-gradient(50rem_35rem_at_90%_-10%,rgb(16_185_129/0.2),transparent),radial-gradient(40rem_30rem_at_-10%_110%,rgb(40_72_120/0.7),transparent)]"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-12 lg:gap-10 lg:px-8 lg:pt-24 lg:pb-20">
        <div className="lg:col-span-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-slate-200">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-400" />
            {hero.badge(site)}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.08] font-bold tracking-tight sm:text-6xl lg:text-[4rem]"
          >
            <span className="sr-only">{heroHeading()}</span>
            <span aria-hidden="true">
              {hero.headingLead}{' '}
              <span className="block">
                {hero.headingFor} <RotatingWord />
              </span>
            </span>
          </h1>
          <HeroIntro>{hero.intro}</HeroIntro>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ContactLink arrow>{hero.primaryCta}</ContactLink>
            <ContactLink section="markets" variant="ghost" className={ghostOnNavy}>
              {hero.secondaryCta}
            </ContactLink>
          </div>
          <HeroHighlights items={hero.included} mark={Check} />
        </div>
        <div className="lg:col-span-6">
          <HeroPicture image={hero.image} width={1200} height={900} />
        </div>
      </div>
      <div className="border-t border-white/10 bg-navy-900/60">
        <dl className="mx-auto grid max-w-7xl grid-cols-3 gap-4 px-4 sm:px-6 lg:px-8">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end py-6 lg:py-8">
              <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </DarkHero>
  );
}
