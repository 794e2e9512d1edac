import { parentPort } from 'node:worker_threads';
import { wordVectors } from '../vectors/word-vectors';
import { type LabelledMessage, trainIntentModel } from './model';
import { encodeModel } from './serialize';

/**
 * A worker thread that trains one model per message, so that the server's requests never wait on a training. It also
 * answers the model as it is saved (compressed), which would otherwise hold the server's thread for a moment.
 */
parentPort?.on('message', (examples: LabelledMessage[]) => {
  try {
    const model = trainIntentModel(examples, wordVectors());
    // A copy of its own, so that transferring its memory can never take a pooled buffer's from under another.
    const encoded = new Uint8Array(encodeModel(model));
    parentPort?.postMessage({ model, encoded }, [
      encoded.buffer,
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
