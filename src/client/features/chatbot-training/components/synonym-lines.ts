import type { SynonymEntry } from '../../../../contracts/assistant-admin';

/** The synonym list as the editor shows it: one `word or phrase = the entries' words` a line. */
export const synonymsToText = (synonyms: SynonymEntry[]) =>
  synonyms.map((entry) => `${entry.phrase} = ${entry.expansion}`).join('\n');

export type ParsedSynonyms = {
  entries: SynonymEntry[];
  /** The editor's line number of each entry, to name the line the server refused. */
  lines: number[];
  errors: string[];
};

/** Reads the editor's text: blank lines skipped; a line without "=" or with an empty side is an error. */
export function parseSynonymText(text: string): ParsedSynonyms {
  const parsed: ParsedSynonyms = { entries: [], lines: [], errors: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const at = line.indexOf('=');
    const phrase = at < 0 ? '' : line.slice(0, at).trim();
    const expansion = at < 0 ? '' : line.slice(at + 1).trim();
    if (!phrase || !expansion) {
      parsed.errors.push(`Line ${index + 1}: write it as "word = the words our answers use"`);
      return;
    }
    parsed.entries.push({ phrase: phrase.toLowerCase(), expansion: expansion.toLowerCase() });
    parsed.lines.push(index + 1);
  });
  return parsed;
}

/** The server's field errors (`synonyms.3.phrase`) as "Line N: message", in line order. */
export function lineErrors(fieldErrors: Record<string, string[]>, lines: number[]): string[] {
  return Object.entries(fieldErrors)
    .map(([field, messages]) => {
      const index = Number(/^synonyms\.(\d+)/.exec(field)?.[1]);
      const line = Number.isInteger(index) ? lines[index] : undefined;
      return { line: line ?? 0, text: `${line ? `Line ${line}: ` : ''}${messages[0] ?? 'Not accepted'}` };
    })
    .sort((a, b) => a.line - b.line)
    .map((error) => error.text);
}
