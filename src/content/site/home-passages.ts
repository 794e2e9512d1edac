import type { SiteConfig } from '../../contracts/site';
import { hero, heroHeading } from './hero';
import { homeAbout } from './home-about';
import { marketCards, marketsSection } from './market-cards';
import { homePage } from './pages';
import type { SitePassage } from './passage';
import { passage } from './passage';
import { labelled, lines, sentence, sentences } from './passage-text';
import { solutions, solutionsOffer } from './solutions';
import { technology } from './technology';

/**
 * The passage of a home section under its heading: the eyebrow with the title, the introduction, then the rest of
 * what the section says.
 */
function homeSection(
  anchor: string,
  section: string,
  heading: { eyebrow: string; title: string; intro: string },
  ...rest: readonly string[]
): SitePassage {
  return passage(
    homePage,
    { anchor, section },
    lines(labelled(heading.eyebrow, heading.title), heading.intro, ...rest),
  );
}

/** The home page: the hero, the offer, the markets (one passage for the list, one per card), technology, family. */
export function homePassages(site: SiteConfig): SitePassage[] {
  return [
    passage(
      homePage,
      { anchor: null, section: 'Overview' },
      lines(
        sentence(hero.badge(site)),
        sentence(heroHeading()),
        hero.intro,
        sentences(hero.included),
        sentences(hero.stats.map(({ label, value }) => labelled(label, value))),
      ),
    ),
    homeSection(
      'solutions',
      'Solutions',
      solutions,
      ...solutionsOffer(site).map(({ title, text }) => labelled(title, text)),
      `${solutions.stepsHeading}:`,
      ...solutions.steps.map(({ title, text }) => labelled(title, text)),
    ),
    homeSection('markets', 'Markets', marketsSection, sentences(marketCards.map(({ title }) => title))),
    ...marketCards.map((card) =>
      passage(
        homePage,
        { anchor: 'markets', section: 'Markets', key: card.slug, market: card.slug },
        lines(labelled(card.title, card.text), sentences(card.benefits)),
      ),
    ),
    homeSection(
      'technology',
      'Technology',
      technology,
      ...technology.features.map(({ title, text }) => labelled(title, text)),
      sentences(technology.figures.map(({ label, value }) => labelled(label, value))),
    ),
    homeSection('about', 'About us', { ...homeAbout, intro: homeAbout.intro(site) }, homeAbout.today),
  ];
}
