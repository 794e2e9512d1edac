import { stemmedWords } from '../engine/intent-model/features';

/**
 * A phrasing as the assistant matches it word for word (the intent reader's key): lower case, punctuation and
 * inflections off. Two phrasings with one key are one phrasing; a text with an empty key has no word to match.
 */
export const phrasingKey = (text: string) => stemmedWords(text).join(' ');

/** What is wrong with an entry's list of phrasings: one without a word, or two that read the same. */
export function phrasingListProblem(phrasings: readonly string[]): string | undefined {
  const seen = new Map<string, string>();
  for (const phrasing of phrasings) {
    const key = phrasingKey(phrasing);
    if (!key) return `"${phrasing}" has no word the assistant reads`;
    const before = seen.get(key);
    if (before !== undefined)
      return before === phrasing
        ? `"${phrasing}" is listed twice`
        : `"${phrasing}" reads the same as "${before}": keep one of them`;
    seen.set(key, phrasing);
  }
  return undefined;
}
