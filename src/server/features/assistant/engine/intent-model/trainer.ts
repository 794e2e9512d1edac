import { type PackedMeanings, SentenceMeanings } from '../meaning/sentence-meanings';
import { startEngineWorker } from '../worker-thread';
import type { IntentModelData, LabelledMessage } from './model';
import type { TrainingJob } from './train-worker';

/**
 * Trains a model in a worker thread of its own (ended after), so the process keeps answering meanwhile. Trainings
 * of the same examples in one process share one run: the instances of a test run, or two changes in a row.
 */
const runs = new Map<string, Promise<TrainedModel>>();

/**
 * The meanings of the sentences trainings of this process read that the shipped file does not hold (a staff
 * member's phrasings, an edited answer): each is read once, not at every training. Kept for the latest examples only.
 */
let readBefore = new SentenceMeanings();

/** A trained model, and the same model as it is saved (`encodeModel`'s bytes). */
export type TrainedModel = {
  model: IntentModelData;
  encoded: Buffer;
  /** The meanings of the sentences this training read (none known before): to be kept for the next ones. */
  learned: PackedMeanings;
  /** Why the sentence encoder could not read the sentences new to this training (they trained without meaning). */
  encoderError?: string;
};

interface WorkerAnswer {
  model?: IntentModelData;
  encoded?: Uint8Array;
  learned?: PackedMeanings;
  encoderError?: string;
  error?: string;
}

/**
 * `known`: meanings of its sentences read before and kept elsewhere (the database), so that the worker does not read
 * them again.
 */
export function trainInWorker(
  examples: LabelledMessage[],
  fingerprint: string,
  known?: PackedMeanings,
): Promise<TrainedModel> {
  const running = runs.get(fingerprint);
  if (running) return running;
  const texts = examples.map((example) => example.text);
  if (known) readBefore.merge(SentenceMeanings.unpack(known));
  const run = new Promise<TrainedModel>((resolve, reject) => {
    const worker = startEngineWorker('intent-model/train-worker');
    worker.once('message', (answer: WorkerAnswer) => {
      void worker.terminate();
      if (answer.model && answer.encoded) {
        if (answer.learned) readBefore.merge(SentenceMeanings.unpack(answer.learned));
        readBefore = readBefore.subset(texts);
        resolve({
          model: answer.model,
          encoded: Buffer.from(answer.encoded.buffer, answer.encoded.byteOffset, answer.encoded.byteLength),
          learned: answer.learned ?? new SentenceMeanings().pack(),
          ...(answer.encoderError ? { encoderError: answer.encoderError } : {}),
        });
      } else reject(new Error(answer.error ?? 'the training worker gave no model'));
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the training worker stopped with code ${code}`));
    });
    const job: TrainingJob = { examples, meanings: readBefore.pack(texts) };
    worker.postMessage(job);
  });
  runs.set(fingerprint, run);
  // A failed run may be tried again; a finished one is kept only while a few newer ones are not.
  run.catch(() => runs.delete(fingerprint));
  if (runs.size > 4) runs.delete(runs.keys().next().value ?? '');
  return run;
}
