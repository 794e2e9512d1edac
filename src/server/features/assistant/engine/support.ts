import type { SiteConfig } from '../../../../contracts/site';
import type { MeaningIndex, Retrieval } from './meaning-index';
import { normalize } from './text';

/** The topics of the curated answers that handle a fault. */
export const SUPPORT_TOPICS = new Set(['troubleshooting', 'support']);

/**
 * Words that name a fault, a charge or a danger. Each stands for its family: a visitor's word counts when its vector
 * is close to one of them ("overcharged", "jammed", "spoiled", "smoking").
 */
const FAULT_WORDS = [
  'broken',
  'charged',
  'refund',
  'declined',
  'stuck',
  'expired',
  'spoiled',
  'leaking',
  'unsafe',
  'error',
  'frozen',
  'malfunction',
  'missing',
  'sick',
  'dangerous',
  'glitch',
  'beeping',
  'smell',
  'sparks',
  'warm',
  'dirty',
  'melted',
  'grinding',
  'rattling',
  // A label that is wrong about what is in the food: a danger to someone allergic.
  'mislabeled',
  'allergic',
  // Dangers to a person. Only words whose near meanings are dangers too: "fire" is near "hours", "injured" near
  // "left", "shock" near "result", "slipped" near "rose" (shares).
  'smoke',
  'flames',
  'flooded',
  'electrocuted',
  'slippery',
  'spill',
];
const FAULT_SIMILARITY = 0.6;

/** "won't", "not working", "nothing happened", "keeps …": something does not do what it should. */
const NOT_WORKING = /\b(not|no|nothing|never|wont|cant|doesnt|didnt|isnt|keeps|stopped|anymore)\b/;

/**
 * What in a message says it reports a fault, a charge, a card, a cooler, an expired item or anything unsafe.
 * - `clear`: the best answer is a troubleshooting one, or it says something does not work ("won't", "keeps …") with
 *   a troubleshooting answer among the closest;
 * - `weak`: a troubleshooting answer is nearly as close as the best, or the message, about the markets at all, uses
 *   a word near a fault word ("the weather is warm" has one too). The commonest words ("one", "pay", "people") sit
 *   near a fault word in the word vectors, and a short question ("pricing?") has a troubleshooting answer close
 *   behind its own, so the reply takes a weak sign only where the model too sees a report in the message
 *   (decision 072).
 */
export function reportSigns(
  index: MeaningIndex,
  retrieval: Retrieval,
  message: string,
): { clear: boolean; weak: boolean } {
  const [best, second] = retrieval.ranked;
  const fits = (match: typeof best) => !!match && SUPPORT_TOPICS.has(match.doc.topic) && match.coverage >= 0.45;
  const clear =
    fits(best) ||
    (NOT_WORKING.test(normalize(message).replaceAll("'", '')) &&
      retrieval.ranked.slice(0, 3).some((match) => match.doc.topic === 'troubleshooting'));
  if (clear) return { clear, weak: false };
  const closeBehind = !!second && fits(second) && second.score >= (best?.score ?? 0) * 0.85;
  const aboutUs = (best?.exactShare ?? 0) >= 0.1;
  const weak =
    closeBehind ||
    (aboutUs && retrieval.words.some((word) => index.closeToAny(word.read, FAULT_WORDS, FAULT_SIMILARITY)));
  return { clear, weak };
}

/** A message with any sign of a report (`reportSigns`). */
export function isProblemReport(index: MeaningIndex, retrieval: Retrieval, message: string): boolean {
  const signs = reportSigns(index, retrieval, message);
  return signs.clear || signs.weak;
}

/** Where a problem goes: the 24/7 line for anything urgent, the Customer Service page and the support address. */
export function supportRoute(site: SiteConfig) {
  return `For anything urgent (a market down, a safety issue), call our 24/7 line **${site.emergencyPhone}**. Otherwise report it on our Customer Service page (/customer-service) or e-mail **${site.supportEmail}**; we respond within 24 hours.`;
}
