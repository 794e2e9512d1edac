import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './smtp';

const run = promisify(execFile);

/** The newest installed PostgreSQL's programs folder (Debian's layout), or undefined. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** Why a cluster of our own cannot be started here, or undefined when it can. */
export function clusterUnavailableReason(): string | undefined {
  if (!findPostgresBin()) return 'PostgreSQL programs (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0) {
    // initdb refuses root: the programs then run as the `postgres` system user.
    if (!existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
    if (!/^postgres:/m.test(readFileSync('/etc/passwd', 'utf8'))) return 'running as root with no postgres user';
  }
  return undefined;
}

export type StopMode = 'fast' | 'immediate';

export type PostgresCluster = {
  /** A URL of the cluster's `postgres` database. */
  url: string;
  port: number;
  /** Stops the server: `fast` ends every session cleanly, `immediate` is a crash (recovery at the next start). */
  stop(mode: StopMode): Promise<void>;
  /** Starts it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and removes its files. */
  destroy(): Promise<void>;
};

/**
 * A throwaway PostgreSQL cluster on a free loopback port, for tests that stop and start the database itself.
 * initdb refuses to run as root: as root, every program runs as the `postgres` system user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL programs not found');
  const asRoot = process.getuid?.() === 0;
  const exec = async (program: string, args: string[]) => {
    const file = path.join(bin, program);
    const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return run(command, commandArgs, { timeout: 60_000 });
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'elevate-pg-'));
  if (asRoot) await run('chown', ['postgres:', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  // Durability of the files is not under test (a stopped server is not a lost machine): skip fsync for speed.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await exec('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const start = async () => {
    await exec('pg_ctl', [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '30',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      serverOptions,
    ]);
  };
  const stop = async (mode: StopMode) => {
    await exec('pg_ctl', ['stop', '-D', data, '-w', '-t', '30', '-m', mode]);
  };
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode) {
      running = false;
      await stop(mode);
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop('immediate').catch(() => undefined);
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
