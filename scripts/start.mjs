// `npm start`: builds what is missing or out of date, then serves the product (migrations and demo content
// are applied by the server on start-up).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './build-freshness.mjs';

// The build's file listing is kept back (it would push the one-time sign-in details off the screen) and shown
// only when the build fails.
if (buildIsStale()) {
  console.log('Building the web client and the server (first start or sources changed), about a minute...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The build failed; its output is above.');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL('dist/server/server.js').href);
