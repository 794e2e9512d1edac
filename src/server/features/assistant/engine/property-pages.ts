import { marketSlugs } from '../../../../content/site/market-types';
import type { KnowledgeDoc } from './documents';
import type { Understanding } from './intent-model/reader';
import type { MeaningIndex } from './meaning-index';

/**
 * Each kind of property's market page (its overview), by the entry that says we serve that kind of property ("Do you
 * offer micro markets for hotels?"): the entry the word search ranks first for the page's overview. Worked out from
 * the knowledge of the moment, so an entry staff rename or replace keeps its page; kept per index.
 */
type PropertyPages = ReadonlyMap<string, KnowledgeDoc>;
const cache = new WeakMap<MeaningIndex, PropertyPages>();

function propertyPages(index: MeaningIndex): PropertyPages {
  const known = cache.get(index);
  if (known) return known;
  const pages = new Map<string, KnowledgeDoc>();
  for (const slug of marketSlugs) {
    const overview = index.doc(`page:/${slug}#overview`);
    const entry = overview && index.retrieve(overview.text).ranked.find((match) => match.doc.entryId !== null);
    if (overview && entry && !pages.has(entry.doc.key)) pages.set(entry.doc.key, overview);
  }
  cache.set(index, pages);
  return pages;
}

/** The page of the property entry the model gives the most probability, if at least `least`. */
function likeliestPage(pages: PropertyPages, understood: Understanding, least: number) {
  let likeliest: { page: KnowledgeDoc; probability: number } | undefined;
  for (const [label, page] of pages) {
    const probability = understood.shareOf((read) => read === label);
    if (probability >= least && (!likeliest || probability > likeliest.probability)) likeliest = { page, probability };
  }
  return likeliest?.page;
}

/**
 * The market page to link under an answer from a general entry ("What products do your markets carry?") when the
 * visitor speaks of a kind of property: the model gives that property's entry at least `least` probability ("what
 * travel essentials do you carry for hotel guests" is answered from the products entry, with the hotels page beside
 * it; the runner-up's alone before decision 076, but the closest examples' vote may put "not ours" between). An
 * answer from a property's own entry links that property's page, where the visitor reads the rest (decision 083).
 */
export function propertyPageFor(
  index: MeaningIndex,
  answeredFrom: string,
  understood: Understanding,
  least: number,
): KnowledgeDoc | undefined {
  const pages = propertyPages(index);
  return pages.get(answeredFrom) ?? likeliestPage(pages, understood, least);
}

/**
 * The market page of the kind of property a question was about: the property entry the model gives at least `least`
 * probability. A follow-up answered from a general entry links it ("What do your hotel markets sell?" then "any
 * breakfast stuff?": the products entry, with the hotels page).
 */
export function propertyPageOfQuestion(
  index: MeaningIndex,
  answeredFrom: string,
  question: Understanding,
  least: number,
): KnowledgeDoc | undefined {
  const pages = propertyPages(index);
  return pages.has(answeredFrom) ? undefined : likeliestPage(pages, question, least);
}
