// Load runs compared fairly: each side warmed up, then the sides of a pair measured in turn, round after round
// (the order alternating), so that whatever else the machine is doing falls on both; the figures are each
// side's minimum and median over the rounds.
import autocannon from 'autocannon';

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * One load run: `connections` clients, each sending its next request when the answer to the last one arrived.
 * `request` is { url, method, headers, body, idReplacement }.
 */
export async function loadRun(request, connections, seconds) {
  const result = await autocannon({ ...request, connections, duration: seconds });
  const perSecond = result.requests.average;
  return {
    perSecond,
    // Each client waits for its answer before the next request, so a request takes connections / rate on
    // average (autocannon's own latencies are rounded to whole milliseconds).
    meanMs: perSecond > 0 ? (connections * 1000) / perSecond : Number.NaN,
    p99Ms: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Measures every side (`{ name: request }`) with `connections` clients: a warm-up run each, then ROUNDS rounds in
 * which every side runs once, in an order that rotates from round to round. Answers per side: min and median of
 * requests a second and of mean latency, and the bad answers seen.
 */
export async function compareSides(sides, connections) {
  const names = Object.keys(sides);
  for (const name of names) await loadRun(sides[name], connections, WARMUP_SECONDS);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) runs[name].push(await loadRun(sides[name], connections, SECONDS));
  }
  return Object.fromEntries(
    names.map((name) => {
      const perSecond = runs[name].map((run) => run.perSecond);
      const meanMs = runs[name].map((run) => run.meanMs);
      return [
        name,
        {
          minPerSecond: Math.min(...perSecond),
          medianPerSecond: median(perSecond),
          medianMs: median(meanMs),
          minMs: Math.min(...meanMs),
          bad: runs[name].reduce((sum, run) => sum + run.bad, 0),
          rounds: runs[name],
        },
      ];
    }),
  );
}
