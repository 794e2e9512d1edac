import { stemmer } from 'stemmer';
import { eng } from 'stopword';

// English stop words, and the filler of chat messages: words that say how someone asks, not what about.
const chatFiller = [
  'whats wheres whos hows thats theres its im ive id youre re ll ve u ur ya pls plz please thanks',
  'thank hi hello hey ok okay guys folks someone somebody anyone anybody something anything',
  'everything thing things stuff sure actually really exactly just kind sort lot lots bit tell',
  'explain wondering wonder curious question questions quick know want wanted gonna wanna able',
  'possible maybe also else anyway',
].flatMap((line) => line.split(' '));
const stopWords = new Set([...eng, ...chatFiller]);

/** Lower case, accents off, punctuation to spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9$%]+/g, ' ')
    .trim();
}

/** The words of a text, stop words kept (synonyms and phrases need them). */
export function words(text: string): string[] {
  const normalized = normalize(text);
  return normalized ? normalized.split(' ') : [];
}

export const isStopWord = (word: string) => stopWords.has(word) || word.length < 2;

/**
 * The index terms of one word: the word and its Porter stem (a stem-only index misses half-typed words),
 * none for a stop word.
 */
export function termsOf(word: string): string[] {
  if (isStopWord(word)) return [];
  const stem = stemmer(word);
  return stem !== word && stem.length > 1 ? [word, stem] : [word];
}

/** The words of a question that carry meaning. */
export function contentWords(text: string): string[] {
  return [...new Set(words(text).filter((word) => !isStopWord(word)))];
}

export { stemmer };
