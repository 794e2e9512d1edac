import { unrolledDot } from '../meaning/closest-rows';
import type { EncodedExamples, Neighbours } from './data';

/** How many of the closest examples vote. */
export const NEIGHBOURS = 10;
/** The share of a message's probabilities the closest examples' vote makes (the linear model makes the rest). */
export const NEIGHBOUR_SHARE = 0.5;
/** The classes (besides "not ours") whose examples vote: the likeliest by the linear model. */
export const VOTING_CLASSES = 40;

/**
 * The meanings of the examples that count in full (visitors' phrasings, entries' titles, out-of-scope messages; not
 * tags or answer sentences), one byte a number with a scale a row, and their classes: what the closest examples
 * vote from.
 */
export function neighboursOf(encoded: EncodedExamples, dimensions: number): Neighbours {
  const rows: number[] = [];
  if (dimensions > 0)
    for (let i = 0; i < encoded.count; i++) if (encoded.hasMeaning[i] && (encoded.weight[i] ?? 0) >= 1) rows.push(i);
  const neighbours: Neighbours = {
    label: new Int32Array(rows.length),
    scale: new Float32Array(rows.length),
    values: new Int8Array(rows.length * dimensions),
  };
  rows.forEach((example, row) => {
    const from = example * dimensions;
    let largest = 0;
    for (let d = 0; d < dimensions; d++) largest = Math.max(largest, Math.abs(encoded.meaning[from + d] ?? 0));
    const scale = largest / 127 || 1;
    neighbours.label[row] = encoded.label[example] ?? 0;
    neighbours.scale[row] = scale;
    for (let d = 0; d < dimensions; d++)
      neighbours.values[row * dimensions + d] = Math.round((encoded.meaning[from + d] ?? 0) / scale);
  });
  return neighbours;
}

/** Each class's rows of the vote: class c's are `rows[starts[c]]` to `rows[starts[c + 1] - 1]`. */
export interface RowsByClass {
  starts: Int32Array;
  rows: Int32Array;
}

/** The vote's rows grouped by class, worked out once when a model is loaded. */
export function rowsByClass(neighbours: Neighbours, classes: number): RowsByClass {
  const starts = new Int32Array(classes + 1);
  for (const label of neighbours.label) starts[label + 1] = (starts[label + 1] ?? 0) + 1;
  for (let c = 0; c < classes; c++) starts[c + 1] = (starts[c + 1] ?? 0) + (starts[c] ?? 0);
  const next = starts.slice(0, classes);
  const rows = new Int32Array(neighbours.label.length);
  neighbours.label.forEach((label, row) => {
    rows[next[label] ?? 0] = row;
    next[label] = (next[label] ?? 0) + 1;
  });
  return { starts, rows };
}

/** The classes the linear model finds likeliest (most likely first), and `always` (the "not ours" class). */
function votingClasses(probabilities: Float64Array, always: number): number[] {
  const top: number[] = [];
  for (let c = 0; c < probabilities.length; c++) {
    if (c === always) continue;
    const p = probabilities[c] as number;
    if (top.length === VOTING_CLASSES && p <= (probabilities[top[VOTING_CLASSES - 1] as number] as number)) continue;
    let at = Math.min(top.length, VOTING_CLASSES - 1);
    while (at > 0 && p > (probabilities[top[at - 1] as number] as number)) at--;
    top.splice(at, 0, c);
    if (top.length > VOTING_CLASSES) top.pop();
  }
  if (always >= 0) top.push(always);
  return top;
}

/**
 * Mixes the closest examples' vote into a message's probabilities (per class, summing to 1), in place: the
 * `NEIGHBOURS` examples most similar in meaning to the message each vote for their class by their similarity, and
 * the votes' shares make `NEIGHBOUR_SHARE` of the result. A linear model draws one border per class; the vote keeps
 * what the few phrasings closest to the message say ("can i tap my phone n go or nah" was handed off before it, and
 * is answered from the payment entry), and a message close to out-of-scope examples is pulled towards "not ours"
 * (decision 076). Only the examples of the `VOTING_CLASSES` classes the linear model finds likeliest and of "not
 * ours" (`always`) vote: with 1,000 entries, reading every example's meaning for every message was most of an
 * answer's time (decision 077).
 */
export function mixInNeighbours(
  neighbours: Neighbours,
  byClass: RowsByClass,
  always: number,
  meaning: Float32Array,
  probabilities: Float64Array,
) {
  const dimensions = meaning.length;
  if (neighbours.label.length === 0) return;
  const closest = new Float64Array(NEIGHBOURS).fill(-1);
  const closestRow = new Int32Array(NEIGHBOURS).fill(-1);
  const { values, scale } = neighbours;
  for (const c of votingClasses(probabilities, always)) {
    const to = byClass.starts[c + 1] as number;
    for (let at = byClass.starts[c] as number; at < to; at++) {
      const row = byClass.rows[at] as number;
      const similarity = unrolledDot(meaning, values, row * dimensions) * (scale[row] as number);
      if (similarity <= (closest[NEIGHBOURS - 1] as number)) continue;
      let k = NEIGHBOURS - 1;
      while (k > 0 && similarity > (closest[k - 1] as number)) {
        closest[k] = closest[k - 1] as number;
        closestRow[k] = closestRow[k - 1] as number;
        k--;
      }
      closest[k] = similarity;
      closestRow[k] = row;
    }
  }
  let total = 0;
  for (let k = 0; k < NEIGHBOURS; k++) if ((closestRow[k] as number) >= 0) total += Math.max(0, closest[k] as number);
  if (total <= 0) return;
  for (let c = 0; c < probabilities.length; c++)
    probabilities[c] = (1 - NEIGHBOUR_SHARE) * (probabilities[c] as number);
  for (let k = 0; k < NEIGHBOURS; k++) {
    const row = closestRow[k] as number;
    if (row < 0) continue;
    const label = neighbours.label[row] as number;
    probabilities[label] =
      (probabilities[label] as number) + (NEIGHBOUR_SHARE * Math.max(0, closest[k] as number)) / total;
  }
}
