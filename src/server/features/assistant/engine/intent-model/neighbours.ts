import { unrolledDot } from '../meaning/closest-rows';
import type { EncodedExamples, Neighbours } from './data';

/** How many of the closest examples vote. */
export const NEIGHBOURS = 10;
/** The share of a message's probabilities the closest examples' vote makes (the linear model makes the rest). */
export const NEIGHBOUR_SHARE = 0.5;

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

/**
 * Mixes the closest examples' vote into a message's probabilities (per class, summing to 1), in place: the
 * `NEIGHBOURS` examples most similar in meaning to the message each vote for their class by their similarity, and
 * the votes' shares make `NEIGHBOUR_SHARE` of the result. A linear model draws one border per class; the vote keeps
 * what the few phrasings closest to the message say ("can i tap my phone n go or nah" was handed off before it, and
 * is answered from the payment entry), and a message close to out-of-scope examples is pulled towards "not ours"
 * (decision 076).
 */
export function mixInNeighbours(neighbours: Neighbours, meaning: Float32Array, probabilities: Float64Array) {
  const dimensions = meaning.length;
  const count = neighbours.label.length;
  if (count === 0) return;
  const closest = new Float64Array(NEIGHBOURS).fill(-1);
  const closestRow = new Int32Array(NEIGHBOURS).fill(-1);
  const { values, scale } = neighbours;
  for (let row = 0, base = 0; row < count; row++, base += dimensions) {
    const similarity = unrolledDot(meaning, values, base) * (scale[row] as number);
    if (similarity <= (closest[NEIGHBOURS - 1] as number)) continue;
    let at = NEIGHBOURS - 1;
    while (at > 0 && similarity > (closest[at - 1] as number)) {
      closest[at] = closest[at - 1] as number;
      closestRow[at] = closestRow[at - 1] as number;
      at--;
    }
    closest[at] = similarity;
    closestRow[at] = row;
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
