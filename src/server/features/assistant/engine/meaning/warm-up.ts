import { runInWorker } from '../worker-thread';
import type { WarmedWords } from './vector-table';

/** What a warm-up reads: the knowledge's word vectors as a table, and which of the words' neighbours to keep. */
export interface WarmUpJob {
  table: Float32Array;
  rows: number;
  /** How many of the commonest English words (stop words aside) to work out. */
  words: number;
  floor: number;
  limit: number;
}

/** Works the job out in a worker thread of its own, so that the answers meanwhile are not held up. */
export function warmUpInWorker(job: WarmUpJob): Promise<WarmedWords> {
  return runInWorker<WarmUpJob, WarmedWords>('meaning/warm-up-worker', job, [job.table.buffer as ArrayBuffer]);
}
