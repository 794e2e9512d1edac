// Two rows of the edit-distance table and the one before them, reused between calls (words are short).
const MAX_WORD = 64;
let before = new Int32Array(MAX_WORD + 1);
let previous = new Int32Array(MAX_WORD + 1);
let current = new Int32Array(MAX_WORD + 1);

/**
 * Whether two words are within `max` edits, a swap of neighbouring letters counting as one ("hotle" is one edit
 * from "hotel"): the optimal string alignment distance, stopping once it passes `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a.length > MAX_WORD || b.length > MAX_WORD) return a === b;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return false;
    [before, previous, current] = [previous, current, before];
  }
  return (previous[b.length] ?? Number.POSITIVE_INFINITY) <= max;
}

/** How many typing slips a word of this length may hold and still be read as another: none under 4 letters. */
export const allowedEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);
