// `npm run bench [-- name ...]`: builds if needed, then runs the benchmarks in bench/ (all of them, or those named).
// Each prints its own table; bench/README.md says what the rows mean.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIsStale } from './build-freshness.mjs';

const benches = [
  // The public API against bare node:http, Express 5 and the database driver alone.
  { name: 'http', command: [process.execPath, 'bench/http.mjs'] },
  // The dashboard's lists and CSV export at 100,000 rows.
  { name: 'dashboard', command: [process.execPath, 'bench/dashboard.mjs'] },
  // Page weight on the wire and Lighthouse scores of the public pages (when that bench is present).
  { name: 'page-weight', command: [process.execPath, 'bench/page-weight.mjs'], optional: 'bench/page-weight.mjs' },
  // The assistant's answer time with 1,000 entries.
  { name: 'assistant', command: ['npx', 'tsx', 'bench/assistant.ts'] },
  // The mail outbox's messages a second to a local SMTP server.
  { name: 'mail', command: ['npx', 'tsx', 'bench/mail.ts'] },
  // Live chat: how long a message takes to reach the other side with 100 conversations going.
  { name: 'live-chat', command: ['npx', 'tsx', 'bench/live-chat.ts'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(`No bench named ${unknown.join(', ')}; known: ${benches.map((bench) => bench.name).join(', ')}`);
  process.exit(2);
}
if (buildIsStale()) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const bench of benches) {
  if (wanted.length ? !wanted.includes(bench.name) : bench.optional && !existsSync(bench.optional)) continue;
  const [command, ...args] = bench.command;
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
