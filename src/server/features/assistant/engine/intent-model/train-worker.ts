import { parentPort } from 'node:worker_threads';
import { wordVectors } from '../vectors/word-vectors';
import { type LabelledMessage, trainIntentModel } from './model';

/** A worker thread that trains one model per message, so that the server's requests never wait on a training. */
parentPort?.on('message', (examples: LabelledMessage[]) => {
  try {
    const model = trainIntentModel(examples, wordVectors());
    parentPort?.postMessage({ model }, [
      model.starts.buffer,
      model.classes.buffer,
      model.weights.buffer,
      model.meaning.buffer,
      model.bias.buffer,
    ] as ArrayBuffer[]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
