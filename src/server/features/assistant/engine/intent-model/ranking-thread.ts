import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../worker-thread';
import type { CandidateRows, ExamplesForRanking, ModelForRanking } from './ranking';

/** Fewer classes than this are ranked by the training's thread alone: the ranking is then a second or less. */
export const RANK_ON_TWO_THREADS_FROM = 200;

/** The state slots the two threads share: the thread is loaded; a ranking is done (1) or failed (2). */
const READY = 0;
const DONE = 1;

/** How long the training waits on a ranking thread that is loaded (it takes about as long as the training's half). */
const WAIT_MS = 10 * 60_000;

const sharedCopy = <T extends Int32Array | Float32Array | Uint8Array>(array: T): T => {
  const Kind = array.constructor as new (buffer: SharedArrayBuffer) => T;
  const copy = new Kind(new SharedArrayBuffer(array.byteLength));
  copy.set(array as never);
  return copy;
};

/** What the ranking thread is sent once (the model's weights are copied into it again at each ranking). */
export interface RankingData {
  state: Int32Array;
  candidates: Int32Array;
  data: ExamplesForRanking;
  starts: Int32Array;
  classes: Int32Array;
  weights: Float32Array;
  meaning: Float32Array;
  bias: Float32Array;
  classCount: number;
  dimensions: number;
}
export interface RankingJob {
  from: number;
  to: number;
  others: number;
  none: number;
}

/**
 * A worker thread that ranks half of a training's examples while the training's thread ranks the other half (the
 * ranking after the fourth pass scores every example against every class: about 30 s with 1,000 classes). Started
 * with the training so that it is loaded by then; the model as it stands is copied to memory both threads share,
 * the examples once. The training's thread waits for it without its event loop (`Atomics.wait`): the training is
 * one synchronous run. A thread that is not loaded by then, or that fails, leaves its half to the training's thread.
 */
export class RankingThread {
  private readonly worker: Worker;
  private readonly state = new Int32Array(new SharedArrayBuffer(8));
  private shared: RankingData | undefined;
  private range: { from: number; to: number; others: number } | undefined;
  /** The rankings it did. */
  ranked = 0;

  constructor() {
    this.worker = startEngineWorker('intent-model/ranking-worker');
    this.worker.on('error', () => undefined);
    this.worker.unref();
    this.worker.postMessage({ state: this.state });
  }

  /** Whether the thread has loaded (a ranking asked before then is left to the training's thread). */
  get loaded() {
    return Atomics.load(this.state, READY) === 1;
  }

  /** Starts ranking the examples `from`..`to` with the model as it is now; answers whether it started. */
  start(
    model: ModelForRanking,
    data: ExamplesForRanking,
    rows: CandidateRows,
    from: number,
    to: number,
  ): this | undefined {
    if (!this.loaded) return undefined;
    if (!this.shared) {
      this.shared = {
        state: this.state,
        candidates: new Int32Array(new SharedArrayBuffer(rows.candidates.byteLength)),
        data: {
          count: data.count,
          label: sharedCopy(data.label),
          starts: sharedCopy(data.starts),
          features: sharedCopy(data.features),
          values: sharedCopy(data.values),
          meaning: sharedCopy(data.meaning),
          hasMeaning: sharedCopy(data.hasMeaning),
        },
        starts: sharedCopy(model.starts),
        classes: sharedCopy(model.classes),
        weights: sharedCopy(model.weights),
        meaning: sharedCopy(model.meaning),
        bias: sharedCopy(model.bias),
        classCount: model.labels.length,
        dimensions: model.dimensions,
      };
      this.worker.postMessage(this.shared);
    } else {
      this.shared.weights.set(model.weights);
      this.shared.meaning.set(model.meaning);
      this.shared.bias.set(model.bias);
    }
    Atomics.store(this.state, DONE, 0);
    const job: RankingJob = { from, to, others: rows.others, none: rows.none };
    this.range = { from, to, others: rows.others };
    this.worker.postMessage(job);
    return this;
  }

  /** Waits for the ranking started and copies its candidates into `candidates`; false when it failed. */
  finish(candidates: Int32Array): boolean {
    const { shared, range } = this;
    if (!shared || !range) return false;
    Atomics.wait(this.state, DONE, 0, WAIT_MS);
    if (Atomics.load(this.state, DONE) !== 1) return false;
    const { from, to, others } = range;
    candidates.set(shared.candidates.subarray(from * others, to * others), from * others);
    this.ranked++;
    return true;
  }

  close() {
    void this.worker.terminate();
  }
}
