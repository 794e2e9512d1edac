// `npm start`: builds what is missing or out of date, then serves the product (migrations and demo content
// are applied by the server on start-up).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

if (buildIsStale()) {
  console.log('Building the web client and the server (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL('dist/server/server.js').href);
