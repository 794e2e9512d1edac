import { FloatRowTable } from '../wasm/row-tables';
import type { EncodedExamples, IntentModelData } from './data';
import { addFeatureScores } from './scoring';

/** What ranking reads of a model: its scoring arrays (`labels` only for their number). */
export type ModelForRanking = Pick<
  IntentModelData,
  'labels' | 'starts' | 'classes' | 'weights' | 'meaning' | 'dimensions' | 'bias'
>;

/** What ranking reads of the examples. */
export type ExamplesForRanking = Pick<
  EncodedExamples,
  'count' | 'label' | 'starts' | 'features' | 'values' | 'meaning' | 'hasMeaning'
>;

/** Where the candidates go: `others` per example, and the class that is never one ("none"). */
export interface CandidateRows {
  candidates: Int32Array;
  others: number;
  none: number;
}

/** Keeps as an example's candidates its best-scored classes other than its own and "none". */
export function keepBest(data: ExamplesForRanking, rows: CandidateRows, at: number, scores: Float64Array, k: number) {
  const { others, none } = rows;
  if (others === 0) return;
  const label = data.label[at] ?? 0;
  const best = rows.candidates.subarray(at * others, (at + 1) * others);
  const top = new Float64Array(others).fill(Number.NEGATIVE_INFINITY);
  best.fill(-1);
  for (let c = 0; c < k; c++) {
    if (c === label || c === none) continue;
    const s = scores[c] ?? 0;
    if (s <= (top[others - 1] ?? 0)) continue;
    let i = others - 1;
    for (; i > 0 && (top[i - 1] ?? 0) < s; i--) {
      top[i] = top[i - 1] ?? 0;
      best[i] = best[i - 1] ?? 0;
    }
    top[i] = s;
    best[i] = c;
  }
}

/**
 * The candidates of the examples `from`..`to` again: the classes the model as trained so far scores highest for
 * each. The meaning part of the scores, with 1,000 classes most of the time, is read in WebAssembly (the meaning
 * weights copied there once a ranking), as the model reads a message's when it answers (decision 093); each
 * example's candidates depend on it alone, so a range gives what the whole would give it.
 */
export function rankByModel(
  model: ModelForRanking,
  data: ExamplesForRanking,
  rows: CandidateRows,
  from: number,
  to: number,
) {
  const k = model.labels.length;
  const n = model.dimensions;
  const scores = new Float64Array(k);
  const meaningWeights = n > 0 ? new FloatRowTable(model.meaning.subarray(0, k * n), n) : undefined;
  for (let at = from; at < to; at++) {
    const meaning =
      meaningWeights && data.hasMeaning[at] === 1
        ? meaningWeights.dotsWith(data.meaning.subarray(at * n, (at + 1) * n))
        : undefined;
    for (let c = 0; c < k; c++) scores[c] = (model.bias[c] ?? 0) + (meaning ? (meaning[c] ?? 0) : 0);
    addFeatureScores(model, data.features, data.values, data.starts[at] ?? 0, data.starts[at + 1] ?? 0, scores);
    keepBest(data, rows, at, scores, k);
  }
}
