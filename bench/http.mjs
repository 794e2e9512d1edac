// The public API against baselines, in the same run, on PGlite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL)
// on PostgreSQL: GET /api/reviews/featured (served from the product's cache) against a bare node:http server and
// an Express 5 server sending the same bytes; POST /api/contact against a bare node:http server writing the same
// rows with the database driver alone. One connection measures latency, ten measure throughput. Then the home page's
// first load in Chromium at phone size, from the same server, and a table of the goals issue 28 set, from this run.
// Benchmarks, not tests: figures only (bench/README.md says what each row means).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { bytesOf, firstLoad, phoneContext } from '../scripts/first-load.mjs';
import { postgresUrl, startProcess, stopProcess, untilSettled, withTemporaryDatabase } from './lib/processes.mjs';
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

/** The home page's first load at phone size, until the network is quiet (scripts/first-load.mjs): JS and CSS bytes. */
async function homeFirstLoad(address) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const context = await browser.newContext(phoneContext);
    const responses = await firstLoad(await context.newPage(), address);
    return { script: bytesOf(responses, 'script'), stylesheet: bytesOf(responses, 'stylesheet') };
  } finally {
    await browser.close();
  }
}

async function measure(label, env, { withFirstLoad = false } = {}) {
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
    await untilSettled(app.pid);
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
    /** Product ÷ baseline at 10 connections, by call and baseline: the figures issue 28 set goals for. */
    const throughputRatios = {};
    for (const [call, request, baselines] of [
      ['GET /api/reviews/featured', featuredRequest, ['bare', 'express']],
      ['POST /api/contact', contactRequest, ['raw']],
    ]) {
      for (const [purpose, connections] of Object.entries(CONNECTIONS)) {
        const sides = Object.fromEntries(['app', ...baselines].map((side) => [side, request(side)]));
        const result = await compareSides(sides, connections);
        if (connections === CONNECTIONS.throughput) {
          for (const side of baselines) {
            throughputRatios[`${call} ÷ ${side}`] = result.app.medianPerSecond / result[side].medianPerSecond;
          }
        }
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
    // What a phone downloads on a first visit to the home page of this same server.
    const firstLoadBytes = withFirstLoad ? await homeFirstLoad(url('app', '/')) : undefined;
    return { rows, throughputRatios, firstLoadBytes };
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
const embedded = await measure('PGlite', {}, { withFirstLoad: true });
printTable(`${title}, PGlite`, embedded.rows, notes);
const serverUrl = postgresUrl();
let server;
if (serverUrl) {
  server = await withTemporaryDatabase(serverUrl, 'elevate_bench', (databaseUrl) =>
    measure('PostgreSQL', { DATABASE_URL: databaseUrl }),
  );
  printTable(`${title}, PostgreSQL`, server.rows, notes);
} else {
  console.log('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to measure PostgreSQL too.');
}

// The goals of issue 28, from this run.
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const goal = (figure, met) => (figure === undefined ? 'not measured' : met ? 'met' : 'missed');
const ratioRow = (figure, baseline, database, wanted) => ({
  figure,
  database,
  measured: figure === undefined ? '' : ratio(figure, 1),
  goal: `>= ${wanted.toFixed(2)}x ${baseline}`,
  result: goal(figure, figure >= wanted),
});
const featured = 'GET /api/reviews/featured';
const contact = 'POST /api/contact';
const { script, stylesheet } = embedded.firstLoadBytes;
printTable(
  'Goals (10 connections; the product as npm start runs it; first load at 390 px until the network is quiet 3 s)',
  [
    { ...ratioRow(embedded.throughputRatios[`${featured} ÷ bare`], 'node:http', 'PGlite', 0.7), figure: featured },
    {
      ...ratioRow(server?.throughputRatios[`${featured} ÷ bare`], 'node:http', 'PostgreSQL', 0.7),
      figure: featured,
    },
    {
      ...ratioRow(server?.throughputRatios[`${contact} ÷ raw`], 'node:http + driver', 'PostgreSQL', 0.5),
      figure: contact,
    },
    {
      figure: 'home page first load, JavaScript',
      database: '',
      measured: kb(script),
      goal: '<= 80.0 KB',
      result: goal(script, script <= 80 * 1024),
    },
    {
      figure: 'home page first load, CSS',
      database: '',
      measured: kb(stylesheet),
      goal: '<= 15.0 KB',
      result: goal(stylesheet, stylesheet <= 15 * 1024),
    },
  ],
  [
    `Also this run: ${featured} at 10 connections is ${ratio(embedded.throughputRatios[`${featured} ÷ express`], 1)} Express 5 (PGlite).`,
  ],
);
