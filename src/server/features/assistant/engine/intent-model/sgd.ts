import { seededRandom } from '../../../../lib/seeded-random';
import { TrainingMeanings } from '../wasm/row-tables';
import type { EncodedExamples, IntentModelData, TrainOptions } from './data';
import { keepBest, rankByModel } from './ranking';
import type { RankingThread } from './ranking-thread';
import { dot, scoreAll, softmaxInPlace } from './scoring';

/** The SGD steps of one training: one step per example seen, and what happens between passes. */
export interface Trainer {
  /** Classes a step covers. */
  readonly width: number;
  /** One step on one example at a learning rate; returns the example's weighted log loss over the step's classes. */
  step(at: number, rate: number): number;
  /** After a pass (the number of passes done). */
  afterPass(passes: number): void;
  /** After the last. */
  close(): void;
}

/**
 * A gradient smaller than this leaves a class's meaning weights as they are (most classes, most steps). 0.001 since
 * decision 071 (0.0001 before): the surer training of decision 070 leaves more classes just above the old limit,
 * each costing 512 multiplications a step for a change of next to nothing.
 */
const TINY = 1e-3;

/** Moves a class's meaning weights against its gradient `g` for a message's meaning. */
function updateMeaning(model: IntentModelData, c: number, g: number, meaning: Float32Array, at: number, rate: number) {
  if (Math.abs(g) < TINY) return;
  const weights = model.meaning;
  const n = model.dimensions;
  const row = c * n;
  const step = rate * g;
  // Four at a time, as `dot` reads them: the loop is a training's dearest after the word features.
  let d = 0;
  for (; d + 3 < n; d += 4) {
    const w = row + d;
    const x = at + d;
    weights[w] = (weights[w] as number) - step * (meaning[x] as number);
    weights[w + 1] = (weights[w + 1] as number) - step * (meaning[x + 1] as number);
    weights[w + 2] = (weights[w + 2] as number) - step * (meaning[x + 2] as number);
    weights[w + 3] = (weights[w + 3] as number) - step * (meaning[x + 3] as number);
  }
  for (; d < n; d++) weights[row + d] = (weights[row + d] as number) - step * (meaning[at + d] as number);
}

/** The exact softmax: each step scores every class and moves every weight of the example's features. */
export class ExactTrainer implements Trainer {
  readonly width: number;
  private readonly scores: Float64Array;

  constructor(
    private readonly model: IntentModelData,
    private readonly data: EncodedExamples,
    private readonly options: TrainOptions,
  ) {
    this.width = model.labels.length;
    this.scores = new Float64Array(this.width);
  }

  step(at: number, rate: number): number {
    const { model, data, scores, width: k } = this;
    const { weights, classes, starts } = model;
    const label = data.label[at] ?? 0;
    const weight = data.weight[at] ?? 0;
    const from = data.starts[at] ?? 0;
    const to = data.starts[at + 1] ?? 0;
    const meaningAt = data.hasMeaning[at] ? at * model.dimensions : -1;
    scoreAll(model, data.features, data.values, from, to, meaningAt < 0 ? undefined : data.meaning, meaningAt, scores);
    const loss = -Math.log(softmaxInPlace(scores, k, label)) * weight;
    // The gradient of the log loss: the predicted probability less the truth, per class.
    for (let c = 0; c < k; c++) scores[c] = ((scores[c] ?? 0) - (c === label ? 1 : 0)) * weight;
    for (let c = 0; c < k; c++) model.bias[c] = (model.bias[c] ?? 0) - rate * (scores[c] ?? 0);
    if (meaningAt >= 0)
      for (let c = 0; c < k; c++) updateMeaning(model, c, scores[c] ?? 0, data.meaning, meaningAt, rate);
    const l2 = this.options.l2;
    for (let n = from; n < to; n++) {
      const f = data.features[n] ?? 0;
      const value = data.values[n] ?? 0;
      for (let p = starts[f] ?? 0, end = starts[f + 1] ?? 0; p < end; p++) {
        const w = weights[p] ?? 0;
        weights[p] = w - rate * ((scores[classes[p] ?? 0] ?? 0) * value + l2 * w);
      }
    }
    return loss;
  }

  afterPass() {}

  close() {}
}

/** A support longer than this (and than twice a step's classes) is looked up rather than read through. */
const LONG_SUPPORT = 64;

/** The number of bits set in a 32-bit integer. */
function bitCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  n = (n + (n >>> 4)) & 0x0f0f0f0f;
  return Math.imul(n, 0x01010101) >>> 24;
}

/**
 * The sampled softmax, for many classes: a step covers the example's own class, "none", its candidates and a few
 * classes drawn at random (see TrainOptions), and touches only their weights. A step then costs about the same
 * with 1,000 classes as with 60.
 */
export class SampledTrainer implements Trainer {
  readonly width: number;
  private readonly k: number;
  private readonly others: number;
  /** Per example, its candidates (classes besides its own and "none"), `others` each. */
  private readonly candidates: Int32Array;
  /** A step's classes, their scores (then gradients), and each class's place among them (or -1). */
  private readonly list: Int32Array;
  private readonly scores: Float64Array;
  private readonly slot: Int32Array;
  private readonly random: () => number;
  /**
   * For the features of many classes (the commonest words and letters), a row of bits: which classes have the
   * feature, with the count of classes before each 32 of them, so that a step finds its classes' weights at once
   * (the weight's place in the support is the number of classes before it) instead of reading the whole support.
   * A shorter support is read through.
   */
  private readonly lookupRow: Int32Array;
  private readonly bits: Int32Array;
  private readonly before: Int32Array;
  private readonly rowWords: number;
  /** The weights a step touched: the weight's index, its class's place in the step, the feature's value. */
  private hitWeight = new Int32Array(4096);
  private hitSlot = new Int32Array(4096);
  private hitValue = new Float32Array(4096);
  /** The meaning weights and the examples' meanings where the steps read and move them (none without meanings). */
  private readonly meanings: TrainingMeanings | undefined;

  constructor(
    private readonly model: IntentModelData,
    private readonly data: EncodedExamples,
    private readonly options: TrainOptions,
    private readonly none: number,
    /** A second thread for the ranking after a pass (with many classes). */
    private readonly helper?: RankingThread,
  ) {
    const k = model.labels.length;
    this.k = k;
    this.others = options.candidates;
    this.width = options.candidates + options.sampled + 2;
    this.candidates = new Int32Array(data.count * this.others);
    this.list = new Int32Array(this.width);
    this.scores = new Float64Array(this.width);
    this.slot = new Int32Array(k).fill(-1);
    this.random = seededRandom(options.seed + 1);

    const supportOf = (f: number) => (model.starts[f + 1] ?? 0) - (model.starts[f] ?? 0);
    const long = model.features.map((_, f) => f).filter((f) => supportOf(f) > Math.max(LONG_SUPPORT, 2 * this.width));
    this.rowWords = (k + 31) >> 5;
    this.lookupRow = new Int32Array(model.features.length).fill(-1);
    this.bits = new Int32Array(long.length * this.rowWords);
    this.before = new Int32Array(long.length * this.rowWords);
    long.forEach((f, row) => {
      this.lookupRow[f] = row;
      const base = row * this.rowWords;
      for (let p = model.starts[f] ?? 0, end = model.starts[f + 1] ?? 0; p < end; p++) {
        const c = model.classes[p] ?? 0;
        this.bits[base + (c >> 5)] = (this.bits[base + (c >> 5)] ?? 0) | (1 << (c & 31));
      }
      for (let w = 1; w < this.rowWords; w++)
        this.before[base + w] = (this.before[base + w - 1] ?? 0) + bitCount(this.bits[base + w - 1] ?? 0);
    });
    this.rankByRareFeatures();
    if (TrainingMeanings.fits(model.dimensions)) {
      this.meanings = new TrainingMeanings(model.meaning, data.meaning, model.dimensions);
      // The ranking after a pass reads the weights as the steps leave them.
      model.meaning = this.meanings.weights;
    }
  }

  step(at: number, rate: number): number {
    const { model, data, scores, list, slot } = this;
    const weights = model.weights;
    const dimensions = model.dimensions;
    const label = data.label[at] ?? 0;
    const weight = data.weight[at] ?? 0;
    const from = data.starts[at] ?? 0;
    const to = data.starts[at + 1] ?? 0;
    const meaningAt = data.hasMeaning[at] ? at * dimensions : -1;

    // The step's classes: the example's own (first), "none", its candidates, then classes drawn among the rest.
    let width = 0;
    const add = (c: number) => {
      if (c < 0 || slot[c] !== -1) return;
      slot[c] = width;
      list[width++] = c;
    };
    add(label);
    add(this.none);
    for (let i = at * this.others, end = i + this.others; i < end; i++) add(this.candidates[i] ?? -1);
    const chosen = width;
    const rest = this.k - chosen;
    const draws = Math.min(this.options.sampled, rest);
    while (width < chosen + draws) add(Math.floor(this.random() * this.k));
    // A class drawn at random stands for rest / draws classes: its score counts that many times.
    const stands = draws > 0 ? Math.log(rest / draws) : 0;

    for (let j = 0; j < width; j++) {
      const c = list[j] ?? 0;
      scores[j] =
        (model.bias[c] ?? 0) + (j >= chosen ? stands : 0) + (meaningAt >= 0 ? this.meaningDot(c, at, meaningAt) : 0);
    }
    // The step's classes' weights of the example's features.
    let hits = 0;
    if (this.hitWeight.length < width * (to - from)) this.growHits(width * (to - from));
    const { starts, classes } = model;
    for (let n = from; n < to; n++) {
      const f = data.features[n] ?? 0;
      const value = data.values[n] ?? 0;
      const row = this.lookupRow[f] ?? -1;
      if (row >= 0) {
        const base = row * this.rowWords;
        const start = starts[f] ?? 0;
        for (let j = 0; j < width; j++) {
          const c = list[j] ?? 0;
          const word = this.bits[base + (c >> 5)] ?? 0;
          const bit = 1 << (c & 31);
          if ((word & bit) === 0) continue;
          const p = start + (this.before[base + (c >> 5)] ?? 0) + bitCount(word & (bit - 1));
          scores[j] = (scores[j] ?? 0) + (weights[p] ?? 0) * value;
          this.hitWeight[hits] = p;
          this.hitSlot[hits] = j;
          this.hitValue[hits] = value;
          hits++;
        }
      } else
        for (let p = starts[f] ?? 0, end = starts[f + 1] ?? 0; p < end; p++) {
          const j = slot[classes[p] ?? 0] ?? -1;
          if (j < 0) continue;
          scores[j] = (scores[j] ?? 0) + (weights[p] ?? 0) * value;
          this.hitWeight[hits] = p;
          this.hitSlot[hits] = j;
          this.hitValue[hits] = value;
          hits++;
        }
    }

    const loss = -Math.log(softmaxInPlace(scores, width, 0)) * weight;
    for (let j = 0; j < width; j++) {
      const g = ((scores[j] ?? 0) - (j === 0 ? 1 : 0)) * weight;
      scores[j] = g;
      const c = list[j] ?? 0;
      model.bias[c] = (model.bias[c] ?? 0) - rate * g;
      if (meaningAt < 0 || Math.abs(g) < TINY) continue;
      if (this.meanings) this.meanings.subtract(c, at, rate * g);
      else updateMeaning(model, c, g, data.meaning, meaningAt, rate);
    }
    const l2 = this.options.l2;
    for (let h = 0; h < hits; h++) {
      const q = this.hitWeight[h] ?? 0;
      const w = weights[q] ?? 0;
      weights[q] = w - rate * ((scores[this.hitSlot[h] ?? 0] ?? 0) * (this.hitValue[h] ?? 0) + l2 * w);
    }
    for (let j = 0; j < width; j++) slot[list[j] ?? 0] = -1;
    return loss;
  }

  afterPass(passes: number) {
    if (this.options.rerankAfter.includes(passes) && passes < this.options.epochs) this.rankByModel();
  }

  private growHits(size: number) {
    this.hitWeight = new Int32Array(size);
    this.hitSlot = new Int32Array(size);
    this.hitValue = new Float32Array(size);
  }

  /**
   * The first candidates, before any training: the classes that share the example's rarer features, weighted by
   * how rare (a feature of a quarter of the classes or more tells little).
   */
  private rankByRareFeatures() {
    const { model, data, k } = this;
    const { classes, starts } = model;
    const shared = new Float64Array(k);
    for (let at = 0; at < data.count; at++) {
      shared.fill(0);
      for (let n = data.starts[at] ?? 0, to = data.starts[at + 1] ?? 0; n < to; n++) {
        const f = data.features[n] ?? 0;
        const from = starts[f] ?? 0;
        const end = starts[f + 1] ?? 0;
        if (end - from > k / 4) continue;
        const rarity = Math.log(k / (end - from)) * (data.values[n] ?? 0);
        for (let p = from; p < end; p++) {
          const c = classes[p] ?? 0;
          shared[c] = (shared[c] ?? 0) + rarity;
        }
      }
      this.keepBest(at, shared);
    }
  }

  /**
   * The candidates again: the classes the model as trained so far scores highest for each example. With many
   * classes, the second half of the examples is ranked by the ranking thread meanwhile, when there is one.
   */
  private rankByModel() {
    const { model, data } = this;
    const rows = { candidates: this.candidates, others: this.others, none: this.none };
    const half = data.count >> 1;
    const helper = this.helper?.start(model, data, rows, half, data.count);
    rankByModel(model, data, rows, 0, helper ? half : data.count);
    if (helper && !helper.finish(this.candidates)) rankByModel(model, data, rows, half, data.count);
  }

  /** Class `c`'s meaning weights against example `at`'s meaning (`meaningAt` the row's start). */
  private meaningDot(c: number, at: number, meaningAt: number) {
    const { model, data } = this;
    return this.meanings
      ? this.meanings.dot(c, at)
      : dot(model.meaning, c * model.dimensions, data.meaning, meaningAt, model.dimensions);
  }

  /** Ends the ranking thread, if any, and gives the model its meaning weights back as an array of their own. */
  close() {
    this.helper?.close();
    if (this.meanings) this.model.meaning = this.meanings.release();
  }

  /** Keeps as an example's candidates its best-scored classes other than its own and "none". */
  private keepBest(at: number, scores: Float64Array) {
    keepBest(this.data, { candidates: this.candidates, others: this.others, none: this.none }, at, scores, this.k);
  }
}
