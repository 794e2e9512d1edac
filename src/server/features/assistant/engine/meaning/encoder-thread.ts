import type { Worker } from 'node:worker_threads';
import { startEngineWorker } from '../worker-thread';
import { SENTENCE_DIMENSIONS } from './sentence-dimensions';
import type { Encode } from './sentence-meanings';

/** One request to the encoder thread. */
export interface EncodeJob {
  id: number;
  texts: string[];
}

/** Its answer: the meanings of the texts in order, one row of `SENTENCE_DIMENSIONS` numbers each. */
export type EncodeAnswer = { id: number; rows: Float32Array } | { id: number; error: string };

interface Pending {
  count: number;
  resolve: (meanings: Float32Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * A sentence encoder in a worker thread of its own, started at the first request and kept: the network's
 * 5-55 ms a message run there, so that the thread that asks keeps serving others meanwhile (and can work on the
 * rest of the reply), and a training reads its new sentences on two cores. The thread keeps the process alive only
 * while a request waits on it. When it stops (it crashed, or it was ended), the requests waiting on it fail and the
 * next one starts a new thread.
 */
export class EncoderThread {
  /** The thread, and the requests waiting on it. */
  private running: { worker: Worker; pending: Map<number, Pending> } | undefined;
  private nextId = 1;

  /** The meaning of each text, in order. */
  encode(texts: readonly string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    const { worker, pending } = this.started();
    const id = this.nextId++;
    return new Promise<Float32Array[]>((resolve, reject) => {
      // The thread holds the process open while a request waits on it, not while it is idle.
      if (pending.size === 0) worker.ref();
      pending.set(id, { count: texts.length, resolve, reject });
      const job: EncodeJob = { id, texts: [...texts] };
      worker.postMessage(job);
    });
  }

  /** Ends the thread (the requests waiting fail). */
  async close() {
    const running = this.running;
    this.running = undefined;
    if (running) await running.worker.terminate();
  }

  private started() {
    if (this.running) return this.running;
    const worker = startEngineWorker('meaning/encode-worker');
    const pending = new Map<number, Pending>();
    const running = { worker, pending };
    worker.on('message', (answer: EncodeAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (pending.size === 0) worker.unref();
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else
        waiting.resolve(
          Array.from({ length: waiting.count }, (_, i) =>
            answer.rows.subarray(i * SENTENCE_DIMENSIONS, (i + 1) * SENTENCE_DIMENSIONS),
          ),
        );
    });
    const fail = (error: Error) => {
      if (this.running === running) this.running = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sentence encoder's thread stopped with code ${code}`)));
    // Idle (after the listeners: adding one holds the process open again).
    worker.unref();
    this.running = running;
    return running;
  }
}

let shared: EncoderThread | undefined;

/** This thread's encoder thread, shared by all who ask. */
export function encoderThread(): EncoderThread {
  shared ??= new EncoderThread();
  return shared;
}

/** Fewer texts than this are read by one thread: starting a second one (a quarter of a second) is not worth it. */
const TWO_THREADS_FROM = 256;

/**
 * Reads many texts on two cores: every other text (so that both halves are alike in length) by `thread`, the rest
 * by this thread's own encoder, side by side.
 */
export function onTwoThreads(thread: EncoderThread, here: Encode): Encode {
  return async (texts) => {
    if (texts.length < TWO_THREADS_FROM) return here(texts);
    const mine = texts.filter((_, i) => i % 2 === 0);
    const theirs = texts.filter((_, i) => i % 2 === 1);
    const [ours, others] = await Promise.all([here(mine), thread.encode(theirs)]);
    return texts.map((_, i) => (i % 2 === 0 ? ours[i >> 1] : others[i >> 1]) ?? new Float32Array(0));
  };
}
