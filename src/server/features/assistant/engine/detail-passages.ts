import { marketSlugs } from '../../../../content/site/market-types';
import type { KnowledgeDoc } from './documents';
import type { DocMatch, Retrieval } from './meaning-index';
import { contentWords, stemKey } from './text';

/** The market pages' topics: the pages whose sections say what a kind of property's market carries. */
const marketTopics = new Set<string>(marketSlugs.map((slug) => `page:/${slug}`));

/**
 * How much a passage must add to an answer, in the weight of the visitor's words it has and the answer lacks: about
 * one rare word ("batteries", "mixers") the answer does not say. Chosen on the development sets (decision 092).
 */
export const DETAIL_GAIN = 0.6;

/** A word's coverage when a document has the word itself (in its body at least). */
const EXACT = 0.8;

const stemsOf = (text: string) => new Set(contentWords(text).map(stemKey));

/**
 * The market page section that names what the visitor asked for when the answer does not: "do you stock
 * batteries?" is answered from the products entry, which never says batteries, and the condos page's late-night
 * scenario does ("Toiletries, batteries and household basics"). A section counts a word of the question only when
 * its own text has it, not its page's title (every hotels section would name "hotel"). Within `page` when the
 * answer already links a kind of property's page (the visitor spoke of hotels: the hotels page's sections only).
 */
export function detailPassage(best: DocMatch, retrieval: Retrieval, page?: KnowledgeDoc): DocMatch | undefined {
  const topic = page?.topic;
  // The words no curated entry has (a tag, its title or its answer): what a section can add that no answer says
  // ("batteries"), not a word every answer could have had ("grab", "restock").
  const unsaid = retrieval.words.map(
    (_, i) => !retrieval.ranked.some((match) => match.doc.entryId !== null && (match.perWord[i] ?? 0) >= EXACT),
  );
  let chosen: { match: DocMatch; gain: number } | undefined;
  for (const match of retrieval.ranked) {
    const { doc } = match;
    // A page's overview is what the property's page link gives already (property-pages.ts).
    if (doc.entryId !== null || !doc.link || doc.link.endsWith('#overview') || !marketTopics.has(doc.topic)) continue;
    if (topic !== undefined && doc.topic !== topic) continue;
    const inText = stemsOf(doc.text);
    const inHeading = stemsOf(doc.heading);
    let gain = 0;
    retrieval.words.forEach((word, i) => {
      const stem = stemKey(word.read);
      if (!unsaid[i] || !inText.has(stem) || inHeading.has(stem)) return;
      gain += word.weight * Math.max(0, 1 - (best.perWord[i] ?? 0));
    });
    if (gain >= DETAIL_GAIN && (!chosen || gain > chosen.gain)) chosen = { match, gain };
  }
  return chosen?.match;
}

/** The section's words as they read under an answer: "From our Hotels page: 24/7 guest convenience: …". */
export function detailText(doc: KnowledgeDoc): string {
  const cut = doc.title.lastIndexOf(': ');
  const page = cut > 0 ? doc.title.slice(0, cut) : doc.title;
  return `From our ${page} page: ${doc.text.replace(/\s*\n\s*/g, ' ').trim()}`;
}
