import { words } from './text';

/** Synonyms as stored: a word or phrase visitors use, and the words the training entries use for it. */
export type SynonymMap = Readonly<Record<string, string>>;

interface ParsedSynonym {
  /** The listed word or phrase as the question's words are read, and padded for a whole-word search. */
  padded: string;
  expansionWords: string[];
}

// Each list is read once, not for every question (a list is replaced, never changed in place).
const parsedLists = new WeakMap<SynonymMap, ParsedSynonym[]>();

function parsed(synonyms: SynonymMap): ParsedSynonym[] {
  let list = parsedLists.get(synonyms);
  if (!list) {
    list = Object.entries(synonyms).flatMap(([from, to]) => {
      const key = words(from);
      return key.length ? [{ padded: ` ${key.join(' ')} `, expansionWords: words(to) }] : [];
    });
    parsedLists.set(synonyms, list);
  }
  return list;
}

/**
 * The question with each listed word or phrase read as the words it stands for ("what is your tariff" is read as
 * "what is your cost"): staff's own words for things, which the vectors may not know.
 */
export function readWithSynonyms(question: string, synonyms: SynonymMap): string {
  let text = ` ${words(question).join(' ')} `;
  for (const synonym of parsed(synonyms)) {
    if (text.includes(synonym.padded)) text = text.replaceAll(synonym.padded, ` ${synonym.expansionWords.join(' ')} `);
  }
  return text.trim();
}

/** The words staff's synonyms add to a message: for each listed word or phrase it uses, the words it stands for. */
export function synonymExpansions(question: string, synonyms: SynonymMap): string[] {
  const text = ` ${words(question).join(' ')} `;
  return parsed(synonyms).flatMap((synonym) => (text.includes(synonym.padded) ? synonym.expansionWords : []));
}
