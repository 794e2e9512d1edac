import { seededRandom } from '../../../../lib/seeded-random';
import { SENTENCE_DIMENSIONS } from '../meaning/sentence-dimensions';
import { FloatRowTable } from '../wasm/row-tables';
import {
  type EncodedExamples,
  type IntentModelData,
  type LabelledMessage,
  NONE,
  type Prediction,
  type TrainingReport,
  type TrainOptions,
} from './data';
import { type MeaningOf, type MessageFeatures, messageFeatures } from './features';
import { mixInNeighbours, neighboursOf, type VotingRows, votingRows } from './neighbours';
import { RANK_ON_TWO_THREADS_FROM, type RankingThread } from './ranking-thread';
import { addFeatureScores, scoreAll, softmaxInPlace } from './scoring';
import { ExactTrainer, SampledTrainer, type Trainer } from './sgd';

export type { IntentModelData, LabelledMessage, Prediction, TrainingReport, TrainOptions } from './data';
export { NONE, UNANSWERED } from './data';

export const defaultTrainOptions: TrainOptions = {
  epochs: 24,
  learningRate: 0.9,
  l2: 1e-4,
  seed: 7,
  candidates: 16,
  sampled: 16,
  rerankAfter: [4],
};

/** Reads the examples into numbers and the model's empty arrays: each feature's support, in CSR. */
function encode(examples: readonly LabelledMessage[], meaningOf: MeaningOf | undefined) {
  const labels = [...new Set(examples.map((example) => example.label))].sort();
  const labelIndex = new Map(labels.map((label, i) => [label, i]));
  const dimensions = meaningOf ? SENTENCE_DIMENSIONS : 0;
  const featureIndex = new Map<string, number>();
  const count = examples.length;
  const encoded: EncodedExamples = {
    count,
    label: new Int32Array(count),
    weight: new Float64Array(count),
    starts: new Int32Array(count + 1),
    features: new Int32Array(0),
    values: new Float32Array(0),
    meaning: new Float32Array(count * dimensions),
    hasMeaning: new Uint8Array(count),
  };
  const ids: number[] = [];
  const values: number[] = [];
  // Every (feature, class) pair met, as feature × classes + class: sorted, each once, they are the supports.
  const pairs: number[] = [];
  examples.forEach((example, i) => {
    const label = labelIndex.get(example.label) ?? 0;
    encoded.label[i] = label;
    encoded.weight[i] = example.weight ?? 1;
    const read = messageFeatures(example.text, meaningOf?.(example.text));
    for (const [name, value] of read.sparse) {
      let id = featureIndex.get(name);
      if (id === undefined) {
        id = featureIndex.size;
        featureIndex.set(name, id);
      }
      pairs.push(id * labels.length + label);
      ids.push(id);
      values.push(value);
    }
    encoded.starts[i + 1] = ids.length;
    if (read.meaning) {
      encoded.meaning.set(read.meaning, i * dimensions);
      encoded.hasMeaning[i] = 1;
    }
  });
  encoded.features = Int32Array.from(ids);
  encoded.values = Float32Array.from(values);

  const sorted = Float64Array.from(pairs).sort();
  const featureCount = featureIndex.size;
  const starts = new Int32Array(featureCount + 1);
  const classes: number[] = [];
  let previous = -1;
  for (const pair of sorted) {
    if (pair === previous) continue;
    previous = pair;
    const feature = Math.floor(pair / labels.length);
    classes.push(pair - feature * labels.length);
    starts[feature + 1] = (starts[feature + 1] ?? 0) + 1;
  }
  for (let f = 0; f < featureCount; f++) starts[f + 1] = (starts[f + 1] ?? 0) + (starts[f] ?? 0);
  const model: IntentModelData = {
    labels,
    features: [...featureIndex.keys()],
    starts,
    classes: Int32Array.from(classes),
    weights: new Float32Array(classes.length),
    meaning: new Float32Array(labels.length * dimensions),
    dimensions,
    bias: new Float32Array(labels.length),
    neighbours: neighboursOf(encoded, dimensions),
  };
  return { model, encoded };
}

/**
 * Trains a multinomial logistic regression: one class per entry and one for "not ours". Each class keeps weights
 * only for the features its own examples use (its support), so the model grows with the knowledge, not with the
 * knowledge times the vocabulary: 1,000 entries stay a few million weights. A feature outside a class's support
 * counts nothing for it, for or against.
 *
 * SGD with a falling rate, in a fixed example order. With few classes each step is the exact softmax over all of
 * them; with more than a step covers, the sampled softmax (see TrainOptions and SampledTrainer): a class far from
 * an example has a probability near zero for it, and the classes drawn at random stand for those left out.
 */
export function trainIntentModel(
  examples: readonly LabelledMessage[],
  meaningOf: MeaningOf | undefined,
  options: TrainOptions = defaultTrainOptions,
  /** Starts a second thread for the ranking after a pass, used with many classes (a training's worker has one). */
  rankingThread?: () => RankingThread,
): IntentModelData {
  const began = performance.now();
  const { model, encoded } = encode(examples, meaningOf);
  const report: TrainingReport = {
    examples: encoded.count,
    softmaxWidth: model.labels.length,
    epochs: 0,
    losses: [],
    readMs: performance.now() - began,
    passesMs: 0,
    rankMs: 0,
  };
  model.training = report;
  const k = model.labels.length;
  if (k < 2) return model;
  const ranking = performance.now();
  const trainer: Trainer =
    k > options.candidates + options.sampled + 2
      ? new SampledTrainer(
          model,
          encoded,
          options,
          model.labels.indexOf(NONE),
          k >= RANK_ON_TWO_THREADS_FROM && options.rerankAfter.length > 0 ? rankingThread?.() : undefined,
        )
      : new ExactTrainer(model, encoded, options);
  report.rankMs += performance.now() - ranking;
  report.softmaxWidth = trainer.width;

  const next = seededRandom(options.seed);
  const order = Array.from({ length: encoded.count }, (_, i) => i);
  const total = options.epochs * encoded.count;
  let step = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const start = performance.now();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    let loss = 0;
    let weight = 0;
    for (const at of order) {
      const rate = options.learningRate * (1 - step / total) + 0.01;
      step++;
      loss += trainer.step(at, rate);
      weight += encoded.weight[at] ?? 0;
    }
    report.passesMs += performance.now() - start;
    report.losses.push(loss / (weight || 1));
    report.epochs = epoch + 1;
    const rankStart = performance.now();
    trainer.afterPass(epoch + 1);
    report.rankMs += performance.now() - rankStart;
  }
  trainer.close();
  return model;
}

/** A trained model ready to read messages: its feature names looked up once. */
export class IntentModel {
  private readonly featureIndex: Map<string, number>;
  private readonly none: number;
  private readonly voters: VotingRows;
  /** The meaning weights, a row a class, where a message's meaning is read against all of them at once. */
  private readonly meaningWeights: FloatRowTable;

  constructor(readonly data: IntentModelData) {
    this.featureIndex = new Map(data.features.map((name, i) => [name, i]));
    this.none = data.labels.indexOf(NONE);
    this.voters = votingRows(data.neighbours, data.labels.length, data.dimensions);
    this.meaningWeights = new FloatRowTable(data.meaning, data.dimensions);
  }

  get labels() {
    return this.data.labels;
  }

  /** Every class with its probability for the message, most likely first. */
  predict(text: string, meaning?: Float32Array): Prediction[] {
    const read = messageFeatures(text, meaning);
    const scores = this.probabilities(read);
    return this.data.labels
      .map((label, c) => ({ label, probability: scores[c] ?? 0 }))
      .sort((a, b) => b.probability - a.probability);
  }

  /**
   * The most likely class, the runner-up and the probability of "not ours", without listing every class (with
   * 1,000 entries, a message is read in a third of the time).
   */
  classify(
    text: string,
    meaning?: Float32Array,
  ): {
    best: Prediction | null;
    runnerUp: Prediction | null;
    none: number;
    /** How likely the message belongs to any of the classes wanted. */
    shareOf: (wanted: (label: string) => boolean) => number;
  } {
    const scores = this.probabilities(messageFeatures(text, meaning));
    let best = -1;
    let second = -1;
    for (let c = 0; c < scores.length; c++) {
      const p = scores[c] ?? 0;
      if (best < 0 || p > (scores[best] ?? 0)) {
        second = best;
        best = c;
      } else if (second < 0 || p > (scores[second] ?? 0)) second = c;
    }
    const prediction = (c: number) =>
      c < 0 ? null : { label: this.data.labels[c] ?? NONE, probability: scores[c] ?? 0 };
    const shareOf = (wanted: (label: string) => boolean) =>
      this.data.labels.reduce((sum, label, c) => (wanted(label) ? sum + (scores[c] ?? 0) : sum), 0);
    return {
      best: prediction(best),
      runnerUp: prediction(second),
      none: this.none < 0 ? 0 : (scores[this.none] ?? 0),
      shareOf,
    };
  }

  private probabilities(read: MessageFeatures): Float64Array {
    const ids: number[] = [];
    const values: number[] = [];
    for (const [name, value] of read.sparse) {
      const id = this.featureIndex.get(name);
      if (id === undefined) continue;
      ids.push(id);
      values.push(value);
    }
    const scores = new Float64Array(this.data.labels.length);
    const meaning = read.meaning && read.meaning.length === this.data.dimensions ? read.meaning : undefined;
    if (meaning) {
      // As `scoreAll` does, with the meaning's part of every class's score read at once.
      const meaningScores = this.meaningWeights.dotsWith(meaning);
      for (let c = 0; c < scores.length; c++) scores[c] = (this.data.bias[c] ?? 0) + (meaningScores[c] ?? 0);
      addFeatureScores(this.data, ids, values, 0, ids.length, scores);
    } else scoreAll(this.data, ids, values, 0, ids.length, undefined, 0, scores);
    softmaxInPlace(scores);
    if (meaning) mixInNeighbours(this.voters, this.data.labels.length, this.none, meaning, scores);
    return scores;
  }
}
