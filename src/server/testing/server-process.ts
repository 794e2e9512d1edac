import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../lib/paths';
import { freePort } from './smtp';

export type ServerProcess = {
  url: string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** How it ended, with the end of its output, when it did. */
  exit(): { code: number | null; signal: string | null; output: string } | undefined;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
};

/**
 * The real server (`src/server/server.ts`) in a child process, as production runs it: migrations, start-up
 * content, the mail worker, signal handling. Resolves once /healthz answers, within `startWithin` ms.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startWithin = 60_000 }: { startWithin?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elevate-server-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_CONTENT: 'off',
      ADMIN_EMAIL: 'admin@elevate.example',
      ADMIN_PASSWORD: 'a long admin password',
      // Nothing of the caller's environment that would reach out of the test (an empty value counts as unset).
      SMTP_URL: '',
      REDIS_URL: '',
      LLM_BASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let ended: { code: number | null; signal: string | null; output: string } | undefined;
  const exited = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = { code, signal, output };
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startWithin;
  for (;;) {
    if (ended) throw new Error(`server exited during start-up (${ended.code ?? ended.signal}):\n${ended.output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startWithin / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    alive: () => !ended,
    exit: () => ended,
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
