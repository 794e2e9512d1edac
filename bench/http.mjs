// Throughput of the public API against a bare node:http server answering the same JSON, in the same run, on
// PGlite and (with TEST_DATABASE_URL or BENCH_DATABASE_URL) on PostgreSQL. Benchmarks, not tests: figures only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const contactBody = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '(555) 010-0000',
  facilityType: 'office',
  companyName: 'Bench Co',
  message: 'Load test',
  customCabinetry: 'false',
});

/** Starts a server in its own process and waits until `readyUrl` answers. */
async function startProcess(script, env, readyUrl) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (exited) throw new Error(`${script} exited before it was ready`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} was not ready in time`);
}

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

function load(url, method) {
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    body: method === 'POST' ? contactBody : undefined,
  });
}

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-'));
  const app = await startProcess(
    'dist/server/server.js',
    {
      PORT: '5301',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'bench@elevate.example',
      ADMIN_PASSWORD: 'bench-password',
      ...env,
    },
    'http://127.0.0.1:5301/readyz',
  );
  const featured = await (await fetch('http://127.0.0.1:5301/api/reviews/featured')).text();
  const bare = await startProcess(
    'bench/bare-server.mjs',
    { PORT: '5302', FEATURED_JSON: featured },
    'http://127.0.0.1:5302/',
  );
  const rows = [];
  try {
    for (const [name, method, pathName] of [
      ['GET /api/reviews/featured', 'GET', '/api/reviews/featured'],
      ['POST /api/contact', 'POST', '/api/contact'],
    ]) {
      const ours = await load(`http://127.0.0.1:5301${pathName}`, method);
      const base = await load(`http://127.0.0.1:5302${pathName}`, method);
      const errors = ours.non2xx + ours.errors;
      rows.push({
        database: label,
        call: name,
        'app req/s': Math.round(ours.requests.average),
        'bare req/s': Math.round(base.requests.average),
        ratio: `${((ours.requests.average / base.requests.average) * 100).toFixed(1)} %`,
        'app p99 ms': ours.latency.p99,
        'bad answers': errors,
      });
    }
  } finally {
    await stop(bare);
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const results = [...(await measure('PGlite', {}))];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `elevate_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    results.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to measure PostgreSQL too.');
}
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, rate limits off, log level warn`);
console.table(results);
