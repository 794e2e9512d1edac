// `npm run bench`: builds if needed, then runs every benchmark in bench/.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-freshness.mjs';

if (buildIsStale()) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const bench of ['bench/http.mjs', 'bench/dashboard.mjs']) {
  const result = spawnSync(process.execPath, [bench], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The assistant's answer time with 1,000 entries (TypeScript, in process).
const assistant = spawnSync('npx', ['tsx', 'bench/assistant.ts'], { stdio: 'inherit' });
if (assistant.status !== 0) process.exit(assistant.status ?? 1);
// The mail outbox's messages a second to a local SMTP server (TypeScript, in process).
const mail = spawnSync('npx', ['tsx', 'bench/mail.ts'], { stdio: 'inherit' });
if (mail.status !== 0) process.exit(mail.status ?? 1);

// Page weight on the wire and Lighthouse per public page (decision 029), in a server and browsers of its own.
const pages = spawnSync(process.execPath, ['bench/page-weight.mjs'], { stdio: 'inherit' });
if (pages.status !== 0) process.exit(pages.status ?? 1);
