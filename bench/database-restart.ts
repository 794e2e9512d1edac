// `npx tsx bench/database-restart.ts [trials]`: the real server on a PostgreSQL cluster of its own, restarted
// under public form writes, 20 times by default (fast shutdowns and crashes in turn). Prints each trial and the
// totals: trials the process survived, time to the first 503, slowest 503, recovery time, lost writes.
import { clusterUnavailableReason, startPostgresCluster } from '../src/server/testing/postgres-cluster';
import { lostWrites, restartUnderWrites, startWriteLoad, type TrialResult } from '../src/server/testing/restart-trial';
import { startServerProcess } from '../src/server/testing/server-process';

const count = Number(process.argv[2] ?? 20);
const reason = clusterUnavailableReason();
if (reason) {
  console.error(`Cannot run: ${reason}.`);
  process.exit(1);
}

const cluster = await startPostgresCluster();
const server = await startServerProcess({ DATABASE_URL: cluster.url, RATE_LIMITS: 'off' });
const load = startWriteLoad(server.url);
const trials: TrialResult[] = [];
try {
  for (let i = 0; i < count && server.alive(); i++) {
    const trial = await restartUnderWrites(cluster, server, load, { mode: i % 2 === 0 ? 'fast' : 'immediate' });
    trials.push(trial);
    console.log(`trial ${i + 1}`, JSON.stringify(trial));
  }
  const outcomes = await load.stop();
  const lost = await lostWrites(cluster.url, outcomes);
  const max = (values: Array<number | undefined>) =>
    Math.max(...values.map((value) => value ?? Number.POSITIVE_INFINITY));
  const median = (values: Array<number | undefined>) => {
    const sorted = values.map((value) => value ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  console.log(
    JSON.stringify(
      {
        trials: count,
        alive: trials.filter((trial) => trial.alive).length,
        first503Ms: { median: median(trials.map((t) => t.first503Ms)), max: max(trials.map((t) => t.first503Ms)) },
        slowest503Ms: max(trials.map((t) => t.slowest503Ms)),
        recoveryMs: { median: median(trials.map((t) => t.recoveryMs)), max: max(trials.map((t) => t.recoveryMs)) },
        outageMs: { median: median(trials.map((t) => t.outageMs)), max: max(trials.map((t) => t.outageMs)) },
        unexpectedAnswers: trials.flatMap((t) => t.unexpected).length,
        writes: outcomes.length,
        acknowledged: outcomes.filter((o) => o.status === 201).length,
        unavailable: outcomes.filter((o) => o.status === 503).length,
        lostRows: lost.length,
      },
      null,
      2,
    ),
  );
  if (!server.alive()) console.log('server output:', server.exit()?.output);
} finally {
  await load.stop();
  await server.stop();
  await cluster.destroy();
}
