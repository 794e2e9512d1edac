import { parentPort } from 'node:worker_threads';
import { isStopWord } from '../text';
import { wordVectors } from '../vectors/word-vectors';
import { type Closest, closestRows } from './closest-rows';
import type { WarmedWords } from './vector-table';
import type { WarmUpJob } from './warm-up';

/**
 * A worker thread that works out, for the commonest English words, the knowledge's words closest to each: what a
 * large knowledge's answers would otherwise compute for each visitor's word while the visitor waits.
 */
parentPort?.on('message', (job: WarmUpJob) => {
  try {
    const vectors = wordVectors();
    const closest: [string, Closest][] = [];
    for (const word of vectors.words()) {
      if (closest.length >= job.words) break;
      if (isStopWord(word)) continue;
      const query = vectors.vector(word);
      if (query) closest.push([word, closestRows(job.table, query, 0, job.rows, job.floor, job.limit)]);
    }
    const ok: WarmedWords = { rows: job.rows, floor: job.floor, limit: job.limit, closest };
    parentPort?.postMessage({ ok });
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
