// The dashboard at 100,000 inquiries and 100,000 feedback items: list calls (paged, filtered, searched), the stat
// cards, and the streamed CSV export (time, and the server's peak memory during it); and the back office's Manager
// Requests at 100,000 meeting requests and questions and 100,000 product requests across 500 locations. On PGlite,
// and on PostgreSQL with TEST_DATABASE_URL or BENCH_DATABASE_URL. Benchmarks, not tests.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresUrl, rssKb, startProcess, stopProcess, withTemporaryDatabase } from './lib/processes.mjs';
import { median } from './lib/rounds.mjs';
import { fixed, printTable } from './lib/table.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const TIMED = Number(process.env.BENCH_LIST_REQUESTS ?? 25);
const PORT = 5305;
const base = `http://127.0.0.1:${PORT}`;
const admin = { username: 'bench-admin@elevate.example', password: 'bench-password-1' };

/** One call at a time (a person at the dashboard), so the figures are answer times, not queueing: 3 untimed first. */
async function timeCalls(target, cookie) {
  const times = [];
  let errors = 0;
  for (let i = 0; i < 3 + TIMED; i++) {
    const start = performance.now();
    const response = await fetch(target, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) errors++;
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: median(times), p90: times[Math.floor(times.length * 0.9)], errors };
}

async function measure(label, env) {
  for (const seed of ['bench/seed-intake.ts', 'bench/seed-requests.ts']) {
    const seeded = spawnSync('npx', ['tsx', seed, String(ROWS)], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    console.log(`${label}: ${seeded.stdout.trim()}`);
  }
  const server = await startProcess(
    process.env.BENCH_APP ?? 'dist/server/server.js',
    {
      PORT: String(PORT),
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: admin.username,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
    `${base}/readyz`,
  );
  const rows = [];
  const row = (call, figures) => ({ database: label, call, 'p50 ms': '', 'p90 ms': '', errors: 0, ...figures });
  try {
    const login = await fetch(`${base}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];

    // The export first, on a server that has done nothing else yet: its memory is measured from the resident
    // size before the call, sampled every 20 ms until the last byte arrived.
    const before = rssKb(server.pid);
    let peak = before;
    const poll = setInterval(() => {
      peak = Math.max(peak, rssKb(server.pid));
    }, 20);
    const exportStart = performance.now();
    const response = await fetch(`${base}/api/contact/export.csv`, { headers: { cookie } });
    let bytes = 0;
    let firstByteMs = 0;
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - exportStart;
      bytes += chunk.length;
    }
    const seconds = (performance.now() - exportStart) / 1000;
    clearInterval(poll);
    peak = Math.max(peak, rssKb(server.pid));
    rows.push(
      row(`CSV export, ${ROWS} inquiries`, {
        'p50 ms': `${seconds.toFixed(2)} s`,
        'p90 ms': `first byte ${fixed(firstByteMs)} ms`,
        errors: response.ok ? 0 : 1,
        extra: `${(bytes / 1e6).toFixed(1)} MB; memory +${fixed((peak - before) / 1024)} MB (from ${fixed(before / 1024)} to ${fixed(peak / 1024)} MB)`,
      }),
    );

    // The stat cards are cached 15 s per instance: time the first, uncached call on its own.
    const coldStart = performance.now();
    await (await fetch(`${base}/api/admin/dashboard/stats`, { headers: { cookie } })).json();
    rows.push(row('stat cards, uncached', { 'p50 ms': fixed(performance.now() - coldStart) }));
    for (const [name, url] of [
      ['inquiries, page 1', '/api/contact?page=1&pageSize=25'],
      ['inquiries, page 2000', '/api/contact?page=2000&pageSize=25'],
      ['inquiries, facility + open', '/api/contact?page=1&pageSize=25&facility=medical-facilities&open=true'],
      ['inquiries, search', '/api/contact?page=1&pageSize=25&search=person4242'],
      ['feedback, status + priority', '/api/feedback?page=1&pageSize=25&status=pending&priority=urgent'],
      ['feedback, search', '/api/feedback?page=1&pageSize=25&search=issue%2077777'],
      ['stat cards (15 s cache)', '/api/admin/dashboard/stats'],
      // Manager Requests: the first screen (open meetings and questions), a filtered page, searches.
      ['requests, open, page 1', '/api/admin/manager-inquiries?page=1&pageSize=25&status=open'],
      ['requests, all, page 400', '/api/admin/manager-inquiries?page=400&pageSize=25'],
      [
        'requests, meeting + open + urgent',
        '/api/admin/manager-inquiries?page=1&pageSize=25&kind=meeting&status=open&priority=urgent',
      ],
      ['requests, search', '/api/admin/manager-inquiries?page=1&pageSize=25&search=invoice%204242'],
      ['requests, search a location', '/api/admin/manager-inquiries?page=1&pageSize=25&search=summit%20plaza%2042'],
      ['requests, open + search', '/api/admin/manager-inquiries?page=1&pageSize=25&status=open&search=harbor'],
      ['product requests, open, page 1', '/api/admin/product-requests?page=1&pageSize=25&status=open'],
      ['product requests, search', '/api/admin/product-requests?page=1&pageSize=25&search=kombucha%20777'],
    ]) {
      const figures = await timeCalls(base + url, cookie);
      rows.push(
        row(name, { 'p50 ms': fixed(figures.p50, 1), 'p90 ms': fixed(figures.p90, 1), errors: figures.errors }),
      );
    }
  } finally {
    await stopProcess(server);
  }
  return rows;
}

const results = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-dash-'));
try {
  results.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = postgresUrl();
if (serverUrl) {
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-dash-'));
  try {
    results.push(
      ...(await withTemporaryDatabase(serverUrl, 'elevate_bench_dash', (databaseUrl) =>
        measure('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir }),
      )),
    );
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
printTable(
  `The dashboard at ${ROWS} inquiries and ${ROWS} feedback items, ${ROWS} manager requests and ${ROWS} product requests at 500 locations`,
  results.map((result) => ({ extra: '', ...result })).map(({ extra, ...rest }) => ({ ...rest, notes: extra })),
  [`Lists: one call at a time, ${TIMED} timed after 3 untimed; p50 and p90 of the answer time, body included.`],
);
