import { words } from './text';

/** Synonyms as stored: a word or phrase visitors use, and the words the training entries use for it. */
export type SynonymMap = Readonly<Record<string, string>>;

interface ParsedSynonym {
  /** The listed word or phrase as the question's words are read, and padded for a whole-word search. */
  key: string[];
  padded: string;
  expansion: string;
  expansionWords: string[];
}

// Each list is read once, not for every question (a list is replaced, never changed in place).
const parsedLists = new WeakMap<SynonymMap, ParsedSynonym[]>();

function parsed(synonyms: SynonymMap): ParsedSynonym[] {
  let list = parsedLists.get(synonyms);
  if (!list) {
    list = Object.entries(synonyms).flatMap(([from, to]) => {
      const key = words(from);
      return key.length ? [{ key, padded: ` ${key.join(' ')} `, expansion: to, expansionWords: words(to) }] : [];
    });
    parsedLists.set(synonyms, list);
  }
  return list;
}

/**
 * The question with each known word or phrase followed by its expansion ("price" becomes "price cost"), so the
 * visitor's own word still counts and the entries' word is found too.
 */
export function expandSynonyms(question: string, synonyms: SynonymMap): string {
  const text = ` ${words(question).join(' ')} `;
  const additions: string[] = [];
  for (const synonym of parsed(synonyms)) if (text.includes(synonym.padded)) additions.push(synonym.expansion);
  return additions.length ? `${text.trim()} ${additions.join(' ')}` : text.trim();
}

/**
 * Each word of the question with the words it stands for: itself and the expansion of every listed word or
 * phrase it belongs to ("sign" in "how do I sign up" also stands for "get started").
 */
export function expansionsByWord(question: string, synonyms: SynonymMap): Map<string, string[]> {
  const asked = words(question);
  const text = ` ${asked.join(' ')} `;
  const forms = new Map(asked.map((word) => [word, [word]]));
  for (const synonym of parsed(synonyms)) {
    if (!text.includes(synonym.padded)) continue;
    for (const word of synonym.key) forms.get(word)?.push(...synonym.expansionWords);
  }
  return forms;
}
