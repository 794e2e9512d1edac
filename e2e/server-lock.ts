import { rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Most tests make records of their own and never meet. A few change a fact that is one for the whole server (is
// anyone on staff available, the synonym list): those run one at a time, across workers and projects, each holding
// the lock of that fact meanwhile.

const LOCK_WAIT_MS = 90_000;
const LOCK_STALE_MS = 5 * 60_000;

function stale(lock: string, owner: string) {
  try {
    if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) return true;
    process.kill(Number(owner), 0);
    return false;
  } catch {
    return true; // the owner is gone (or the lock went meanwhile)
  }
}

/** Runs `work` holding the lock named `fact` on this server (its port), waiting for whoever holds it. */
export async function withServerLock<T>(fact: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `elevate-e2e-${fact}-${process.env.E2E_PORT ?? 5111}.lock`);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readFile(lock, 'utf8').catch(() => '');
      if (owner && stale(lock, owner)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`another test held ${lock} for too long`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}
