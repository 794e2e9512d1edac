import { parentPort } from 'node:worker_threads';
import type { EncodeAnswer, EncodeJob } from './encoder-thread';
import { SENTENCE_DIMENSIONS } from './sentence-dimensions';
import { encodeSentences } from './sentence-encoder';

/**
 * A worker thread holding a sentence encoder of its own: it reads the texts it is sent, one job after another, and
 * answers their meanings side by side in one array.
 */
parentPort?.on('message', async (job: EncodeJob) => {
  let answer: EncodeAnswer;
  try {
    const meanings = await encodeSentences(job.texts);
    const rows = new Float32Array(meanings.length * SENTENCE_DIMENSIONS);
    meanings.forEach((meaning, i) => {
      rows.set(meaning, i * SENTENCE_DIMENSIONS);
    });
    answer = { id: job.id, rows };
    parentPort?.postMessage(answer, [rows.buffer as ArrayBuffer]);
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(answer);
  }
});
