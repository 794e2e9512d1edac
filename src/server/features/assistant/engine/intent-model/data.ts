/** The label of the class of messages that are not ours to answer. */
export const NONE = 'none';

/**
 * The label of the class of messages that are ours but that no entry answers (insurance, contract terms, alcohol):
 * handed to a person with the sales route rather than answered from the entry nearest in words (decision 085).
 */
export const UNANSWERED = 'ours-unanswered';

/** One training example: a message and the label it should get (an entry's key, or NONE). */
export interface LabelledMessage {
  text: string;
  label: string;
  /** How much it counts (1 by default): an entry's own title and tags count less than a visitor's phrasing. */
  weight?: number;
}

export interface TrainOptions {
  /** Passes over the examples. */
  epochs: number;
  learningRate: number;
  /** Pull of every weight towards zero at each step it is touched. */
  l2: number;
  /** Seed of the example order (and of the classes drawn), so that one set of examples always trains one model. */
  seed: number;
  /**
   * The sampled softmax, used when there are more classes than a step covers: each step covers the example's own
   * class, "none", this many candidates (the classes most likely to be mistaken for its own: at first those that
   * share its rarer features, then those the model as trained so far scores highest for it) ...
   */
  candidates: number;
  /**
   * ... and this many classes drawn at random at each step from the rest, each standing for rest / sampled of them
   * (its score raised by the log of that), so that every class is also pushed down where it does not belong, not
   * only where it is a likely mistake.
   */
  sampled: number;
  /** The passes after which each example's candidates are ranked again by the model as trained so far. */
  rerankAfter: readonly number[];
}

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
  /** The meanings of the examples that vote beside the weights (`neighbours.ts`). */
  neighbours: Neighbours;
  /** How the training went (not kept with the model). */
  training?: TrainingReport;
}

/** Examples' meanings, one byte a number (`scale` a row), with their classes' numbers. */
export interface Neighbours {
  label: Int32Array;
  scale: Float32Array;
  values: Int8Array;
}

/** What a training did, for the bench and the decision record. */
export interface TrainingReport {
  examples: number;
  /** The classes each step covered: all of them, or (sampled softmax) fewer. */
  softmaxWidth: number;
  epochs: number;
  /** The weighted mean log loss of each pass, over the classes its steps covered. */
  losses: number[];
  /** Milliseconds reading the examples, in the passes, and ranking candidates. */
  readMs: number;
  passesMs: number;
  rankMs: number;
}

export interface Prediction {
  label: string;
  probability: number;
}

/** The training examples as numbers: their features in CSR (`starts` per example), their meanings side by side. */
export interface EncodedExamples {
  count: number;
  label: Int32Array;
  weight: Float64Array;
  starts: Int32Array;
  features: Int32Array;
  values: Float32Array;
  /** count × dimensions; the row of an example without meaning is unused. */
  meaning: Float32Array;
  hasMeaning: Uint8Array;
}
