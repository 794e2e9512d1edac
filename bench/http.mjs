// The public API against baselines, in the same run, on PGlite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL)
// on PostgreSQL: GET /api/reviews/featured (served from the product's cache) against a bare node:http server and
// an Express 5 server sending the same bytes; POST /api/contact against a bare node:http server writing the same
// rows with the database driver alone. One connection measures latency, ten measure throughput. Benchmarks, not
// tests: figures only (bench/README.md says what each row means).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresUrl, startProcess, stopProcess, withTemporaryDatabase } from './lib/processes.mjs';
import { compareSides, ROUNDS, SECONDS, WARMUP_SECONDS } from './lib/rounds.mjs';
import { fixed, printTable, ratio } from './lib/table.mjs';

// The product exactly as `npm start` runs it (production settings, default logging to a file here), with two
// changes a load test from one address needs: rate limits off and a high hourly cap on visitor mail.
const APP = process.env.BENCH_APP ?? 'scripts/start.mjs';
const CONNECTIONS = { latency: 1, throughput: 10 };
const PORTS = { app: 5301, bare: 5302, express: 5303, raw: 5304 };
const url = (side, pathName) => `http://127.0.0.1:${PORTS[side]}${pathName}`;
// A new address for every request ([<id>] is replaced per request), so each inquiry gets its confirmation and
// the product writes what the baseline writes: the inquiry and two outbox rows.
const contactBody = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench-[<id>]@example.com',
  phone: '(555) 010-0000',
  facilityType: 'office',
  companyName: 'Bench Co',
  message: 'Load test',
  customCabinetry: 'false',
});

/** The headers a server sends that depend on the moment or the connection, not on the answer. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
async function answerOf(target, init) {
  const response = await fetch(target, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)));
  return { status: response.status, body: await response.text(), headers };
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-'));
  const started = [];
  try {
    const app = await startProcess(
      APP,
      {
        PORT: String(PORTS.app),
        DATA_DIR: dataDir,
        RATE_LIMITS: 'off',
        // Every bench request writes a confirmation: the hourly cap on visitor mail must not stop them.
        VISITOR_MAIL_PER_HOUR: '100000',
        ...env,
      },
      url('app', '/readyz'),
      { stdout: path.join(dataDir, 'server.log') },
    );
    started.push(app);
    // What the baselines send: the product's own answers, read (uncompressed) before the run.
    const featured = await answerOf(url('app', '/api/reviews/featured'));
    const created = await answerOf(url('app', '/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody.replace('[<id>]', 'first'),
    });
    if (featured.status !== 200 || created.status !== 201) throw new Error('the product did not answer as expected');
    const copies = {
      FEATURED_BODY: featured.body,
      FEATURED_HEADERS: JSON.stringify(featured.headers),
      CONTACT_BODY: created.body,
      CONTACT_HEADERS: JSON.stringify(created.headers),
    };
    for (const [side, script, extra] of [
      ['bare', 'bench/servers/bare.mjs', {}],
      ['express', 'bench/servers/express.mjs', {}],
      ['raw', 'bench/servers/raw-database.mjs', { DATA_DIR: dataDir, ...env }],
    ]) {
      started.push(await startProcess(script, { PORT: String(PORTS[side]), ...copies, ...extra }, url(side, '/')));
    }

    const featuredRequest = (side) => ({ url: url(side, '/api/reviews/featured') });
    const contactRequest = (side) => ({
      url: url(side, '/api/contact'),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody,
      idReplacement: true,
    });
    const rows = [];
    for (const [call, request, baselines] of [
      ['GET /api/reviews/featured', featuredRequest, ['bare', 'express']],
      ['POST /api/contact', contactRequest, ['raw']],
    ]) {
      for (const [purpose, connections] of Object.entries(CONNECTIONS)) {
        const sides = Object.fromEntries(['app', ...baselines].map((side) => [side, request(side)]));
        const result = await compareSides(sides, connections);
        for (const side of Object.keys(sides)) {
          const figures = result[side];
          rows.push({
            database: label,
            call,
            measures: `${purpose} (${connections})`,
            server: { app: 'product', bare: 'node:http', express: 'Express 5', raw: 'node:http + driver' }[side],
            'req/s median': fixed(figures.medianPerSecond),
            'req/s min': fixed(figures.minPerSecond),
            'mean ms median': fixed(figures.medianMs, 2),
            'product ÷ this': side === 'app' ? '' : ratio(result.app.medianPerSecond, figures.medianPerSecond),
            'bad answers': figures.bad,
          });
        }
      }
    }
    return rows;
  } finally {
    for (const child of started.reverse()) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const title =
  "Public API against baselines (product ÷ this: the product's median requests a second over the baseline's)";
const notes = [
  `Each side warmed up ${WARMUP_SECONDS} s, then ${ROUNDS} rounds of ${SECONDS} s, the sides in turn (order rotating); the product as npm start runs it (default logging, to a file), rate limits off.`,
];
// Each database's table as soon as it is measured, so one that fails to start does not lose the other's.
printTable(`${title}, PGlite`, await measure('PGlite', {}), notes);
const serverUrl = postgresUrl();
if (serverUrl) {
  const rows = await withTemporaryDatabase(serverUrl, 'elevate_bench', (databaseUrl) =>
    measure('PostgreSQL', { DATABASE_URL: databaseUrl }),
  );
  printTable(`${title}, PostgreSQL`, rows, notes);
} else {
  console.log('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to measure PostgreSQL too.');
}
