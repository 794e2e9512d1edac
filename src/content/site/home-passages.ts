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
    passage(
      homePage,
      { anchor: 'solutions', section: 'Solutions' },
      lines(
        labelled(solutions.eyebrow, solutions.title),
        solutions.intro,
        ...solutionsOffer(site).map(({ title, text }) => labelled(title, text)),
        `${solutions.stepsHeading}:`,
        ...solutions.steps.map(({ title, text }) => labelled(title, text)),
      ),
    ),
    passage(
      homePage,
      { anchor: 'markets', section: 'Markets' },
      lines(
        labelled(marketsSection.eyebrow, marketsSection.title),
        marketsSection.intro,
        sentences(marketCards.map(({ title }) => title)),
      ),
    ),
    ...marketCards.map((card) =>
      passage(
        homePage,
        { anchor: 'markets', section: 'Markets', key: card.slug, market: card.slug },
        lines(labelled(card.title, card.text), sentences(card.benefits)),
      ),
    ),
    passage(
      homePage,
      { anchor: 'technology', section: 'Technology' },
      lines(
        labelled(technology.eyebrow, technology.title),
        technology.intro,
        ...technology.features.map(({ title, text }) => labelled(title, text)),
        sentences(technology.figures.map(({ label, value }) => labelled(label, value))),
      ),
    ),
    passage(
      homePage,
      { anchor: 'about', section: 'About us' },
      lines(labelled(homeAbout.eyebrow, homeAbout.title), homeAbout.intro(site), homeAbout.today),
    ),
  ];
}
