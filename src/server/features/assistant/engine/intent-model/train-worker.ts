import { parentPort } from 'node:worker_threads';
import { EncoderThread, onTwoThreads } from '../meaning/encoder-thread';
import { inThisThread, knownMeanings, type PackedMeanings, SentenceMeanings } from '../meaning/sentence-meanings';
import { defaultTrainOptions, type LabelledMessage, trainIntentModel } from './model';
import { RankingThread } from './ranking-thread';
import { encodeModel } from './serialize';

/** One training: the examples, and the meanings of their sentences read by earlier trainings of this process. */
export interface TrainingJob {
  examples: LabelledMessage[];
  meanings: PackedMeanings;
}

/**
 * A worker thread that trains one model per message, so that the server's requests never wait on a training. The
 * sentences no earlier training read (a new phrasing, an edited answer) are read by the sentence encoder here first
 * (many on two cores) and sent back to be kept; with many classes, the ranking after a pass runs on two threads too.
 * It also answers the model as it is saved (compressed), which would otherwise hold the server's thread for a moment.
 */
parentPort?.on('message', async (job: TrainingJob) => {
  try {
    const meanings = knownMeanings();
    meanings.merge(SentenceMeanings.unpack(job.meanings));
    let read = new SentenceMeanings();
    let encoderError: string | undefined;
    try {
      // Many new sentences (a knowledge imported) are read on two cores: by this thread and one of its own.
      const helper = new EncoderThread();
      try {
        read = await meanings.complete(
          job.examples.map((example) => example.text),
          onTwoThreads(helper, inThisThread),
        );
      } finally {
        await helper.close();
      }
    } catch (error) {
      // Without the encoder the sentences not read yet train without their meaning; the model still learns.
      encoderError = error instanceof Error ? error.message : String(error);
    }
    const model = trainIntentModel(
      job.examples,
      (text) => meanings.get(text),
      defaultTrainOptions,
      () => new RankingThread(),
    );
    // A copy of its own, so that transferring its memory can never take a pooled buffer's from under another.
    const encoded = new Uint8Array(encodeModel(model));
    const learned = read.pack();
    parentPort?.postMessage({ model, encoded, learned, encoderError }, [
      encoded.buffer,
      model.starts.buffer,
      model.classes.buffer,
      model.weights.buffer,
      model.meaning.buffer,
      model.bias.buffer,
      learned.scales.buffer,
      learned.values.buffer,
    ] as ArrayBuffer[]);
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
