import type { KnowledgeDoc } from './documents';
import { contentWords, stemKey } from './text';

const SHORT_ENOUGH = 600;

/** A text's sentences and bullet lines, in order. */
function piecesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => (/^\s*[•\-*]/.test(line) ? [line] : (line.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [line])))
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/**
 * The answer text from the document's own words: a short one whole; a long one cut to its opening (the curated
 * answers open with the answer itself) and the sentences closest to the question, in their original order.
 * Nothing is added that the document does not say.
 */
export function composeFromDoc(doc: Pick<KnowledgeDoc, 'text'>, question: string): string {
  const content = doc.text.trim();
  if (content.length <= SHORT_ENOUGH) return content;
  const pieces = piecesOf(content);
  const asked = new Set(contentWords(question).map(stemKey));
  const scored = pieces.map((piece, index) => ({
    index,
    score:
      index === 0 ? Number.POSITIVE_INFINITY : contentWords(piece).filter((word) => asked.has(stemKey(word))).length,
  }));
  const keep = new Set(
    scored
      .filter((piece) => piece.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, 3)
      .map((piece) => piece.index),
  );
  return pieces
    .filter((_, index) => keep.has(index))
    .map((piece) => (/^\s*[•\-*]/.test(piece) ? `\n${piece}\n` : piece))
    .join(' ')
    .replace(/\n\s+/g, '\n')
    .trim();
}
