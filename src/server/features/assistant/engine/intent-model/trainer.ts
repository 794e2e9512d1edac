import { startEngineWorker } from '../worker-thread';
import type { IntentModelData, LabelledMessage } from './model';

/**
 * Trains a model in a worker thread of its own (ended after), so the process keeps answering meanwhile. Trainings
 * of the same examples in one process share one run: the instances of a test run, or two changes in a row.
 */
const runs = new Map<string, Promise<TrainedModel>>();

/** A trained model, and the same model as it is saved (`encodeModel`'s bytes). */
export type TrainedModel = { model: IntentModelData; encoded: Buffer };

export function trainInWorker(examples: LabelledMessage[], fingerprint: string): Promise<TrainedModel> {
  const running = runs.get(fingerprint);
  if (running) return running;
  const run = new Promise<TrainedModel>((resolve, reject) => {
    const worker = startEngineWorker('intent-model/train-worker');
    worker.once('message', (answer: { model?: IntentModelData; encoded?: Uint8Array; error?: string }) => {
      void worker.terminate();
      if (answer.model && answer.encoded)
        resolve({
          model: answer.model,
          encoded: Buffer.from(answer.encoded.buffer, answer.encoded.byteOffset, answer.encoded.byteLength),
        });
      else reject(new Error(answer.error ?? 'the training worker gave no model'));
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the training worker stopped with code ${code}`));
    });
    worker.postMessage(examples);
  });
  runs.set(fingerprint, run);
  // A failed run may be tried again; a finished one is kept only while a few newer ones are not.
  run.catch(() => runs.delete(fingerprint));
  if (runs.size > 4) runs.delete(runs.keys().next().value ?? '');
  return run;
}
