import { stemmer } from 'stemmer';
import { eng } from 'stopword';

// English stop words, and the filler of chat messages: words that say how someone asks, not what about.
const chatFiller = [
  'whats wheres whos hows thats theres its im ive id youre re ll ve u ur ya pls plz please thanks',
  'thank hi hello hey ok okay guys folks someone somebody anyone anybody something anything',
  'everything thing things stuff sure actually really exactly just kind sort lot lots bit tell',
  'explain wondering wonder curious question questions quick know want wanted gonna wanna able',
  'possible maybe also else anyway does doe doing when why whom whose will shall us',
  'go goes going went happen happens happened put puts putting',
  'typical typically usually basically generally normally currently probably',
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

// "isn't", "dont", "won't": a negation typed with or without its apostrophe reads as its words, so "the door won't
// close" asks about "not" closing instead of an unknown "won".
const negations: Record<string, string> = {
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  hasnt: 'has not',
  havent: 'have not',
  hadnt: 'had not',
  aint: 'is not',
};
const splitNegations = Object.fromEntries(Object.entries(negations).map(([word, parts]) => [word, parts.split(' ')]));

/** An apostrophe inside a word joins it ("isn't" is "isnt", "staff's" is "staffs"), as people type it anyway. */
const APOSTROPHE = /(\p{L})['\u2018\u2019`](?=\p{L})/gu;

/** One letter joined to a word ("e-mail", "x-ray") is one word, as most people type it ("email"). */
const LETTER_PREFIX = /\b(\p{L})-(?=\p{L}{2})/gu;

/** The words of a text, stop words kept (synonyms and phrases need them). */
export function words(text: string): string[] {
  const normalized = normalize(text.replace(APOSTROPHE, '$1').replace(LETTER_PREFIX, '$1'));
  return normalized ? normalized.split(' ').flatMap((word) => splitNegations[word] ?? [word]) : [];
}

// Irregular forms the Porter stemmer leaves apart from their verb ("paid" and "pay", "stolen" and "steal").
const irregular: Record<string, string> = {
  paid: 'pay',
  broke: 'break',
  broken: 'break',
  stole: 'steal',
  stolen: 'steal',
  bought: 'buy',
  sold: 'sell',
  froze: 'freeze',
  frozen: 'freeze',
  built: 'build',
  sent: 'send',
  spent: 'spend',
  chose: 'choose',
  chosen: 'choose',
  wrote: 'write',
  written: 'write',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
};

export const isStopWord = (word: string) => stopWords.has(word) || word.length < 2;

/**
 * The index terms of one word: the word and its Porter stem (a stem-only index misses half-typed words),
 * none for a stop word.
 */
export function termsOf(word: string): string[] {
  if (isStopWord(word)) return [];
  const terms = new Set([word]);
  for (const form of [word, irregular[word]]) {
    if (!form) continue;
    terms.add(form);
    const stem = stemmer(form);
    if (stem.length > 1) terms.add(stem);
  }
  return [...terms];
}

/** The words of a question that carry meaning. */
export function contentWords(text: string): string[] {
  return [...new Set(words(text).filter((word) => !isStopWord(word)))];
}

export { stemmer };
