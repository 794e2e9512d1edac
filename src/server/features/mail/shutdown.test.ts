import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite, pgliteOptions } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { mailOutbox } from '../../db/schema/index';
import { startSmtpServer } from '../../testing/smtp';

const QUEUED = 1000;
const SHUTDOWN_LIMIT_MS = 10_000;

/** The embedded database of a server's DATA_DIR, opened from the migrated copy the test run prepared. */
function openDataDir(dataDir: string) {
  const folder = path.join(dataDir, 'pglite');
  const dump = process.env.TEST_PGLITE_DUMP;
  const client = dump
    ? new PGlite(folder, { ...pgliteOptions, loadDataDir: new Blob([readFileSync(dump)]) })
    : undefined;
  return openPglite(dataDir, client);
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('the real server on SIGTERM with mail queued', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(`exits 0 within ${SHUTDOWN_LIMIT_MS / 1000} s with ${QUEUED} messages queued, leaving no message claimed or sent twice`, async () => {
    const setup = openDataDir(dataDir);
    await migrateDatabase(setup);
    const rows = Array.from({ length: QUEUED }, (_, i) => ({
      messageId: `<${randomUUID()}@elevate.example>`,
      kind: 'test_email' as const,
      toAddress: `person${i}@example.com`,
      subject: `Queued ${i}`,
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
    }));
    for (let i = 0; i < rows.length; i += 250) await setup.db.insert(mailOutbox).values(rows.slice(i, i + 250));
    await setup.close();

    const smtp = await startSmtpServer(0, { acceptAfterMs: 10 });
    const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEMO_CONTENT: 'off',
        ADMIN_EMAIL: 'shutdown-admin@elevate.example',
        ADMIN_PASSWORD: 'shutdown-password-1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [server.stdout, server.stderr])
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    const exit = exited(server);
    try {
      // The worker is sending: the server is up and mail is on the wire.
      await vi.waitFor(
        () => {
          if (server.exitCode !== null) throw new Error(`server exited early: ${output}`);
          expect(smtp.received.length).toBeGreaterThanOrEqual(20);
        },
        { timeout: 60_000, interval: 50 },
      );
      const signalled = Date.now();
      server.kill('SIGTERM');
      const code = await exit;
      const took = Date.now() - signalled;
      expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
      expect(took).toBeLessThan(SHUTDOWN_LIMIT_MS);
      console.log(`shutdown with mail queued: exit ${code} after ${took} ms`);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      await smtp.close();
    }

    const after = openPglite(dataDir);
    const byStatus = Object.fromEntries(
      (
        await after.db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status)
      ).map((row) => [row.status, row.n]),
    );
    const sent = await after.db.select({ messageId: mailOutbox.messageId }).from(mailOutbox);
    await after.close();
    const received = smtp.received.map((mail) => mail.messageId);
    expect(byStatus.sending ?? 0).toBe(0);
    expect(new Set(received).size).toBe(received.length);
    expect(byStatus.sent).toBe(received.length);
    expect(byStatus.pending).toBeGreaterThan(0);
    expect((byStatus.sent ?? 0) + (byStatus.pending ?? 0)).toBe(QUEUED);
    expect(sent).toHaveLength(QUEUED);
  }, 120_000);
});
