import { words } from './text';

/** Synonyms as stored: a word or phrase visitors use, and the words the training entries use for it. */
export type SynonymMap = Readonly<Record<string, string>>;

/**
 * The question with each known word or phrase followed by its expansion ("price" becomes "price cost"), so the
 * visitor's own word still counts and the entries' word is found too.
 */
export function expandSynonyms(question: string, synonyms: SynonymMap): string {
  const text = ` ${words(question).join(' ')} `;
  const additions: string[] = [];
  for (const [from, to] of Object.entries(synonyms)) {
    const key = words(from).join(' ');
    if (key && text.includes(` ${key} `)) additions.push(to);
  }
  return additions.length ? `${text.trim()} ${additions.join(' ')}` : text.trim();
}
