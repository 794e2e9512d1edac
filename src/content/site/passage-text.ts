/**
 * Plain-text helpers for passages: no markup, one thought per line. A list item or a label that does not end a
 * sentence gets a period, so a list reads as sentences.
 */

const ENDS_SENTENCE = /[.!?…]["”’)]?$/;

/** The text as a sentence: a final period added unless it already ends like one. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return ENDS_SENTENCE.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** List items as consecutive sentences on one line. */
export function sentences(items: readonly string[]): string {
  return items.map(sentence).join(' ');
}

/** A label and its value: "Label: value". */
export function labelled(label: string, value: string): string {
  return `${label}: ${value}`;
}

/** Lines of a passage, empty ones left out. */
export function lines(...parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
}

/** A lower-case, dash-separated key for an id: "Elevated Guest Experience" becomes "elevated-guest-experience". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
