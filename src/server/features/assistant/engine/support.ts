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
 * A visitor reporting a fault, a charge, a card, a cooler, an expired item or anything unsafe: the best answers are
 * troubleshooting ones, or the message uses a word of a fault.
 */
export function isProblemReport(index: MeaningIndex, retrieval: Retrieval, message: string): boolean {
  const [best, second] = retrieval.ranked;
  const fits = (match: typeof best) => !!match && SUPPORT_TOPICS.has(match.doc.topic) && match.coverage >= 0.45;
  if (fits(best) || (second && fits(second) && second.score >= (best?.score ?? 0) * 0.85)) return true;
  // Something that does not work, and a troubleshooting answer among the closest: a report, however it is put.
  if (
    NOT_WORKING.test(normalize(message).replaceAll("'", '')) &&
    retrieval.ranked.slice(0, 3).some((match) => match.doc.topic === 'troubleshooting')
  )
    return true;
  // A word of a fault ("the weather is warm" has one too) counts when the message is about the markets at all.
  const aboutUs = (best?.exactShare ?? 0) >= 0.1;
  // The commonest words ("one", "get") sit near a fault word too, so an answer may carry the support route it did
  // not need: filtering them lost more real reports than it spared answers (decision 026).
  return aboutUs && retrieval.words.some((word) => index.closeToAny(word.read, FAULT_WORDS, FAULT_SIMILARITY));
}

/** Where a problem goes: the 24/7 line for anything urgent, the Customer Service page and the support address. */
export function supportRoute(site: SiteConfig) {
  return `For anything urgent (a market down, a safety issue), call our 24/7 line **${site.emergencyPhone}**. Otherwise report it on our Customer Service page (/customer-service) or e-mail **${site.supportEmail}**; we respond within 24 hours.`;
}
