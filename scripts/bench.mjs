// `npm run bench`: builds if needed, then runs every benchmark in bench/.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-freshness.mjs';

if (buildIsStale()) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const result = spawnSync(process.execPath, ['bench/http.mjs'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
