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

/**
 * Each word of the question with the words it stands for: itself and the expansion of every listed word or
 * phrase it belongs to ("sign" in "how do I sign up" also stands for "get started").
 */
export function expansionsByWord(question: string, synonyms: SynonymMap): Map<string, string[]> {
  const asked = words(question);
  const text = ` ${asked.join(' ')} `;
  const forms = new Map(asked.map((word) => [word, [word]]));
  for (const [from, to] of Object.entries(synonyms)) {
    const key = words(from);
    if (!key.length || !text.includes(` ${key.join(' ')} `)) continue;
    for (const word of key) forms.get(word)?.push(...words(to));
  }
  return forms;
}
