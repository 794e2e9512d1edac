import type { KnowledgeEntry } from './knowledge-index';
import { contentWords, termsOf } from './text';

const SHORT_ENOUGH = 600;

/**
 * The answer text from the entry's own words: a short entry whole; a long one cut to its opening and the
 * sentences closest to the question, in their original order. Nothing is added that the entry does not say.
 */
export function composeFromEntry(entry: KnowledgeEntry, question: string): string {
  const content = entry.content.trim();
  if (content.length <= SHORT_ENOUGH) return content;
  const pieces = content
    .split(/\n+/)
    .flatMap((line) => (/^\s*[•\-*]/.test(line) ? [line] : (line.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [line])))
    .map((piece) => piece.trim())
    .filter(Boolean);
  const asked = new Set(contentWords(question).flatMap(termsOf));
  const scored = pieces.map((piece, index) => ({
    index,
    score:
      index === 0
        ? Number.POSITIVE_INFINITY
        : contentWords(piece)
            .flatMap(termsOf)
            .filter((t) => asked.has(t)).length,
  }));
  const keep = new Set(
    scored
      .filter((piece) => piece.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, 3)
      .map((piece) => piece.index),
  );
  const chosen = pieces.filter((_, index) => keep.has(index));
  return chosen
    .map((piece) => (/^\s*[•\-*]/.test(piece) ? `\n${piece}\n` : piece))
    .join(' ')
    .replace(/\n\s+/g, '\n')
    .trim();
}
