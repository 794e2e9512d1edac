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
  'lol lmao omg haha btw tbh idk honestly literally definitely pretty super so like yeah yep nope hiya',
  'guy guys folks thing anyway mine yours hes shes theyre were wed weve id ill',
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

// How people shorten words when they type in a chat: read as the words they stand for.
const shorthand: Record<string, string[]> = {
  u: ['you'],
  ur: ['your'],
  r: ['are'],
  ppl: ['people'],
  thx: ['thanks'],
  b4: ['before'],
  def: ['definitely'],
  bc: ['because'],
  cuz: ['because'],
  abt: ['about'],
  smth: ['something'],
  tmrw: ['tomorrow'],
  wknd: ['weekend'],
  min: ['minutes'],
  mins: ['minutes'],
  hr: ['hour'],
  hrs: ['hours'],
  info: ['information'],
  pics: ['pictures'],
  approx: ['approximately'],
  w: ['with'],
  wo: ['without'],
};

/** A word's entry in a table of words: its own, never one an object inherits ("constructor", "toString"). */
const entryOf = <T>(table: Record<string, T>, word: string): T | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;

/** The words of a text, stop words kept (synonyms and phrases need them). */
export function words(text: string): string[] {
  const normalized = normalize(text.replace(APOSTROPHE, '$1').replace(LETTER_PREFIX, '$1'));
  return normalized
    ? normalized.split(' ').flatMap((word) => entryOf(splitNegations, word) ?? entryOf(shorthand, word) ?? [word])
    : [];
}

// Irregular forms that taking endings off leaves apart from their verb ("paid" and "pay", "stolen" and "steal").
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

/** The stop words of four letters or more, which a slip of one letter can reach ("theese" for "these"). */
export const longStopWords: readonly string[] = [...stopWords].filter((word) => word.length >= 4);

/**
 * The one form a word is matched by: its inflections taken off (plural, past, -ing), never its derivations, which
 * a full stemmer conflates ("hospitality" is not "hospital", "university" not "universe"); an irregular form is
 * read as its verb. A final e goes too, so "close", "closed" and "closing" meet.
 */
export function stemKey(word: string): string {
  let w = entryOf(irregular, word) ?? word;
  if (w.length > 3) {
    if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
    else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
    else if (/[^su]s$/.test(w)) w = w.slice(0, -1);
    if (/[^e]ed$/.test(w) && w.length > 5) w = w.slice(0, -2);
    else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
    if (/([bdgklmnprt])\1$/.test(w) && !/(ll|ss)$/.test(w)) w = w.slice(0, -1);
  }
  return w.endsWith('e') && w.length > 3 ? w.slice(0, -1) : w;
}

/** The words of a question that carry meaning. */
export function contentWords(text: string): string[] {
  return [...new Set(words(text).filter((word) => !isStopWord(word)))];
}
