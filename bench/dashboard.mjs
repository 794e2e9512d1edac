// The dashboard at 100,000 inquiries and 100,000 feedback items: list calls (paged, filtered, searched), the stat
// cards, and the streamed CSV export (time, and the server's peak memory during it); and the back office's Manager
// Requests at 100,000 meeting requests and questions and 100,000 product requests across 500 locations. On PGlite,
// and on PostgreSQL with TEST_DATABASE_URL or BENCH_DATABASE_URL. Benchmarks, not tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PORT = 5303;
const base = `http://127.0.0.1:${PORT}`;
const admin = { username: 'bench-admin@elevate.example', password: 'bench-password-1' };

const rssKb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

async function startServer(env) {
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server not ready');
}

async function measure(label, env) {
  for (const seed of ['bench/seed-intake.ts', 'bench/seed-requests.ts']) {
    const seeded = spawnSync('npx', ['tsx', seed, String(ROWS)], { env: { ...process.env, ...env }, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(seeded.stderr);
    console.log(`${label}: ${seeded.stdout.trim()}`);
  }
  const server = await startServer({
    PORT: String(PORT),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ADMIN_EMAIL: admin.username,
    ADMIN_PASSWORD: admin.password,
    ...env,
  });
  const rows = [];
  try {
    const login = await fetch(`${base}/api/admin/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const cookie = login.headers.get('set-cookie').split(';')[0];
    // The stat cards are cached 15 s per instance: time the first, uncached call on its own.
    const coldStart = Date.now();
    await (await fetch(`${base}/api/admin/dashboard/stats`, { headers: { cookie } })).json();
    rows.push({
      database: label,
      call: 'stat cards, uncached',
      'req/s': '',
      'p50 ms': Date.now() - coldStart,
      'p99 ms': '',
      errors: 0,
    });
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
      const result = await autocannon({ url: base + url, connections: 4, duration: 4, headers: { cookie } });
      rows.push({
        database: label,
        call: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.non2xx + result.errors,
      });
    }
    const before = rssKb(server.pid);
    let peak = before;
    const poll = setInterval(() => {
      peak = Math.max(peak, rssKb(server.pid));
    }, 20);
    const started = Date.now();
    const response = await fetch(`${base}/api/contact/export.csv`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const seconds = (Date.now() - started) / 1000;
    clearInterval(poll);
    rows.push({
      database: label,
      call: `CSV export, ${ROWS} inquiries`,
      'req/s': '',
      'p50 ms': `${seconds.toFixed(2)} s total`,
      'p99 ms': `${(bytes / 1e6).toFixed(1)} MB`,
      errors: `peak RSS +${Math.round((peak - before) / 1024)} MB (${Math.round(peak / 1024)} MB)`,
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  return rows;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-dash-'));
const results = [];
try {
  results.push(...(await measure('PGlite', { DATA_DIR: dataDir })));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `elevate_bench_dash_${Date.now()}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-dash-'));
  try {
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir })));
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}
console.log(
  `\n${ROWS} inquiries and ${ROWS} feedback items; ${ROWS} manager requests and ${ROWS} product requests at 500 locations; 4 connections, 4 s per call`,
);
console.table(results);
