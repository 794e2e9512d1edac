import { Int8RowTable } from '../wasm/row-tables';
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

/**
 * The vote's rows grouped by class, worked out once when a model is loaded: class c's rows are `starts[c]` to
 * `starts[c + 1] - 1` of `table` (one run of rows a class, scanned in one call), with their scales in `scale`.
 */
export interface VotingRows {
  starts: Int32Array;
  scale: Float32Array;
  table: Int8RowTable;
}

/** The vote's rows grouped by class (`VotingRows`), each class's in the order the model holds them. */
export function votingRows(neighbours: Neighbours, classes: number, dimensions: number): VotingRows {
  const count = neighbours.label.length;
  const starts = new Int32Array(classes + 1);
  for (const label of neighbours.label) starts[label + 1] = (starts[label + 1] ?? 0) + 1;
  for (let c = 0; c < classes; c++) starts[c + 1] = (starts[c + 1] ?? 0) + (starts[c] ?? 0);
  const next = starts.slice(0, classes);
  const scale = new Float32Array(count);
  const values = new Int8Array(count * dimensions);
  neighbours.label.forEach((label, row) => {
    const at = next[label] ?? 0;
    next[label] = at + 1;
    scale[at] = neighbours.scale[row] ?? 0;
    values.set(neighbours.values.subarray(row * dimensions, (row + 1) * dimensions), at * dimensions);
  });
  return { starts, scale, table: new Int8RowTable(values, dimensions) };
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
 * answer's time (decision 077). Each class's rows are scanned in one WebAssembly call (decision 091).
 */
export function mixInNeighbours(
  voters: VotingRows,
  labels: number,
  always: number,
  meaning: Float32Array,
  probabilities: Float64Array,
) {
  const { starts, scale, table } = voters;
  if ((starts[labels] ?? 0) === 0 || meaning.length !== table.dimensions) return;
  const closest = new Float64Array(NEIGHBOURS).fill(-1);
  const closestClass = new Int32Array(NEIGHBOURS).fill(-1);
  table.setQuery(meaning);
  const factor = table.factor;
  for (const c of votingClasses(probabilities, always)) {
    const from = starts[c] as number;
    const dots = table.dots(from, (starts[c + 1] as number) - from);
    for (let k = 0; k < dots.length; k++) {
      const similarity = (dots[k] as number) * factor * (scale[from + k] as number);
      if (similarity <= (closest[NEIGHBOURS - 1] as number)) continue;
      let at = NEIGHBOURS - 1;
      while (at > 0 && similarity > (closest[at - 1] as number)) {
        closest[at] = closest[at - 1] as number;
        closestClass[at] = closestClass[at - 1] as number;
        at--;
      }
      closest[at] = similarity;
      closestClass[at] = c;
    }
  }
  let total = 0;
  for (let k = 0; k < NEIGHBOURS; k++) if ((closestClass[k] as number) >= 0) total += Math.max(0, closest[k] as number);
  if (total <= 0) return;
  for (let c = 0; c < probabilities.length; c++)
    probabilities[c] = (1 - NEIGHBOUR_SHARE) * (probabilities[c] as number);
  for (let k = 0; k < NEIGHBOURS; k++) {
    const label = closestClass[k] as number;
    if (label < 0) continue;
    probabilities[label] =
      (probabilities[label] as number) + (NEIGHBOUR_SHARE * Math.max(0, closest[k] as number)) / total;
  }
}
