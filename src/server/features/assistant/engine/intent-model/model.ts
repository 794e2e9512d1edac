import { seededRandom } from '../../../../lib/seeded-random';
import type { WordVectors } from '../vectors/word-vectors';
import { type MessageFeatures, messageFeatures } from './features';

/** The label of the class of messages that are not ours to answer. */
export const NONE = 'none';

/** One training example: a message and the label it should get (an entry's key, or NONE). */
export interface LabelledMessage {
  text: string;
  label: string;
  /** How much it counts (1 by default): an entry's own title and tags count less than a visitor's phrasing. */
  weight?: number;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** Pull of every weight towards zero at each step it is touched. */
  l2: number;
  /** Seed of the example order, so that one set of examples always trains one model. */
  seed: number;
}

export const defaultTrainOptions: TrainOptions = { epochs: 24, learningRate: 0.6, l2: 1e-5, seed: 7 };

/** What a trained model holds; plain arrays, so it crosses a worker thread and a file as it is. */
export interface IntentModelData {
  labels: string[];
  features: string[];
  /** Per feature, where its classes start in `classes` and `weights` (CSR); features.length + 1 numbers. */
  starts: Int32Array;
  classes: Int32Array;
  weights: Float32Array;
  /** Per class, a weight per dimension of the mean word meaning. */
  meaning: Float32Array;
  dimensions: number;
  bias: Float32Array;
}

export interface Prediction {
  label: string;
  probability: number;
}

interface Encoded {
  label: number;
  weight: number;
  features: Int32Array;
  values: Float32Array;
  meaning: Float32Array | undefined;
}

/**
 * Trains a multinomial logistic regression: one class per entry and one for "not ours". Each class keeps weights
 * only for the features its own examples use (its support), so the model grows with the knowledge, not with the
 * knowledge times the vocabulary: 1,000 entries stay a few million weights. A feature outside a class's support
 * counts nothing for it, for or against.
 */
export function trainIntentModel(
  examples: readonly LabelledMessage[],
  vectors: WordVectors | undefined,
  options: TrainOptions = defaultTrainOptions,
): IntentModelData {
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  const labelIndex = new Map(labels.map((label, i) => [label, i]));
  const featureIndex = new Map<string, number>();
  const supports: Set<number>[] = [];
  const raw = examples.map((example) => {
    const label = labelIndex.get(example.label) ?? 0;
    const read = messageFeatures(example.text, vectors);
    const ids: number[] = [];
    const values: number[] = [];
    for (const [name, value] of read.sparse) {
      let id = featureIndex.get(name);
      if (id === undefined) {
        id = featureIndex.size;
        featureIndex.set(name, id);
        supports.push(new Set());
      }
      supports[id]?.add(label);
      ids.push(id);
      values.push(value);
    }
    return { label, weight: example.weight ?? 1, ids, values, meaning: read.meaning };
  });

  const featureCount = featureIndex.size;
  const starts = new Int32Array(featureCount + 1);
  for (let f = 0; f < featureCount; f++) starts[f + 1] = (starts[f] ?? 0) + (supports[f]?.size ?? 0);
  const classes = new Int32Array(starts[featureCount] ?? 0);
  for (let f = 0; f < featureCount; f++) {
    let at = starts[f] ?? 0;
    for (const label of [...(supports[f] ?? [])].sort((a, b) => a - b)) classes[at++] = label;
  }
  const encoded: Encoded[] = raw.map((example) => ({
    label: example.label,
    weight: example.weight,
    features: Int32Array.from(example.ids),
    values: Float32Array.from(example.values),
    meaning: example.meaning,
  }));

  const k = labels.length;
  const dimensions = vectors?.dimensions ?? 0;
  const model: IntentModelData = {
    labels,
    features: [...featureIndex.keys()],
    starts,
    classes,
    weights: new Float32Array(classes.length),
    meaning: new Float32Array(k * dimensions),
    dimensions,
    bias: new Float32Array(k),
  };
  if (k < 2) return model;

  const next = seededRandom(options.seed);
  const order = encoded.map((_, i) => i);
  const scores = new Float64Array(k);
  const total = options.epochs * encoded.length;
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const at of order) {
      const example = encoded[at];
      if (!example) continue;
      const rate = options.learningRate * (1 - step / total) + 0.01;
      step++;
      score(model, example.features, example.values, example.meaning, scores);
      softmaxInPlace(scores);
      // The gradient of the log loss: the predicted probability less the truth, per class.
      for (let c = 0; c < k; c++) scores[c] = ((scores[c] ?? 0) - (c === example.label ? 1 : 0)) * example.weight;
      for (let c = 0; c < k; c++) model.bias[c] = (model.bias[c] ?? 0) - rate * (scores[c] ?? 0);
      if (example.meaning)
        for (let c = 0; c < k; c++) {
          const g = scores[c] ?? 0;
          if (Math.abs(g) < 1e-4) continue;
          const row = c * dimensions;
          for (let d = 0; d < dimensions; d++)
            model.meaning[row + d] = (model.meaning[row + d] ?? 0) - rate * g * (example.meaning[d] ?? 0);
        }
      for (let n = 0; n < example.features.length; n++) {
        const f = example.features[n] ?? 0;
        const value = example.values[n] ?? 0;
        for (let p = model.starts[f] ?? 0, end = model.starts[f + 1] ?? 0; p < end; p++) {
          const w = model.weights[p] ?? 0;
          model.weights[p] = w - rate * ((scores[model.classes[p] ?? 0] ?? 0) * value + options.l2 * w);
        }
      }
    }
  }
  return model;
}

/** Adds each class's score for a message into `out` (bias, mean meaning, then the sparse features). */
function score(
  model: IntentModelData,
  features: ArrayLike<number>,
  values: ArrayLike<number>,
  meaning: Float32Array | undefined,
  out: Float64Array,
) {
  const k = model.labels.length;
  for (let c = 0; c < k; c++) out[c] = model.bias[c] ?? 0;
  if (meaning && model.dimensions === meaning.length)
    for (let c = 0; c < k; c++) {
      let sum = 0;
      const row = c * model.dimensions;
      for (let d = 0; d < model.dimensions; d++) sum += (model.meaning[row + d] ?? 0) * (meaning[d] ?? 0);
      out[c] = (out[c] ?? 0) + sum;
    }
  for (let n = 0; n < features.length; n++) {
    const f = features[n] ?? 0;
    const value = values[n] ?? 0;
    for (let p = model.starts[f] ?? 0, end = model.starts[f + 1] ?? 0; p < end; p++) {
      const c = model.classes[p] ?? 0;
      out[c] = (out[c] ?? 0) + (model.weights[p] ?? 0) * value;
    }
  }
}

function softmaxInPlace(scores: Float64Array) {
  let top = Number.NEGATIVE_INFINITY;
  for (const s of scores) top = Math.max(top, s);
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    const e = Math.exp((scores[c] ?? 0) - top);
    scores[c] = e;
    sum += e;
  }
  for (let c = 0; c < scores.length; c++) scores[c] = (scores[c] ?? 0) / sum;
}

/** A trained model ready to read messages: its feature names looked up once. */
export class IntentModel {
  private readonly featureIndex: Map<string, number>;

  constructor(
    readonly data: IntentModelData,
    private readonly vectors: WordVectors | undefined,
  ) {
    this.featureIndex = new Map(data.features.map((name, i) => [name, i]));
  }

  get labels() {
    return this.data.labels;
  }

  /** Every class with its probability for the message, most likely first. */
  predict(text: string, read: MessageFeatures = messageFeatures(text, this.vectors)): Prediction[] {
    const ids: number[] = [];
    const values: number[] = [];
    for (const [name, value] of read.sparse) {
      const id = this.featureIndex.get(name);
      if (id === undefined) continue;
      ids.push(id);
      values.push(value);
    }
    const scores = new Float64Array(this.data.labels.length);
    score(this.data, ids, values, read.meaning, scores);
    softmaxInPlace(scores);
    return this.data.labels
      .map((label, c) => ({ label, probability: scores[c] ?? 0 }))
      .sort((a, b) => b.probability - a.probability);
  }
}
