// `npm test`: unit and API tests on PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests against the built product when Chromium is present. In CI a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(result.status ?? 1);
  }
};

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
const chromium = chromiumPath();

// The first pass always runs on the embedded database, whatever the environment says.
console.log('\n=== unit and API tests on PGlite ===');
// The database restart test starts a PostgreSQL cluster of its own: it runs once, in the PostgreSQL pass if any.
const firstPassEnv = TEST_DATABASE_URL ? { ...withoutPostgres, RESTART_TEST_IN_POSTGRES_PASS: '1' } : withoutPostgres;
const pglite = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: firstPassEnv });
if (pglite.status !== 0) process.exit(pglite.status ?? 1);

if (TEST_DATABASE_URL) run('unit and API tests on PostgreSQL', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL });
else console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped)');

if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with "apt-get install -y chromium chromium-headless-shell".`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} Browser tests skipped.`);
  process.exit(0);
}
run('build', 'npm', ['run', 'build', '--silent']);
run('browser tests (desktop and phone)', 'npx', ['playwright', 'test'], withoutPostgres);
