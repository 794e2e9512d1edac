import { parentPort } from 'node:worker_threads';
import { rankByModel } from './ranking';
import type { RankingData, RankingJob } from './ranking-thread';

/** The ranking thread of a training (`ranking-thread.ts`): ranks the examples it is asked to, in shared memory. */
let state: Int32Array | undefined;
let shared: RankingData | undefined;

parentPort?.on('message', (message: { state: Int32Array } | RankingData | RankingJob) => {
  if ('classCount' in message) {
    shared = message;
    return;
  }
  if (!('from' in message)) {
    state = message.state;
    Atomics.store(state, 0, 1);
    return;
  }
  if (!state) return;
  let outcome = 2;
  try {
    if (shared) {
      const model = {
        labels: new Array<string>(shared.classCount),
        starts: shared.starts,
        classes: shared.classes,
        weights: shared.weights,
        meaning: shared.meaning,
        dimensions: shared.dimensions,
        bias: shared.bias,
      };
      rankByModel(
        model,
        shared.data,
        { candidates: shared.candidates, others: message.others, none: message.none },
        message.from,
        message.to,
      );
      outcome = 1;
    }
  } finally {
    Atomics.store(state, 1, outcome);
    Atomics.notify(state, 1);
  }
});
