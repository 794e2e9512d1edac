// Outbox throughput: 2,000 queued messages sent by the mail worker (pooled SMTP, concurrent sends, the delivery
// journal on disk) to a local SMTP server that accepts and counts, running in the same process (so the figure is
// a floor: the server takes CPU from the worker). On the embedded database and, with TEST_DATABASE_URL or
// BENCH_DATABASE_URL, on PostgreSQL. Reports messages a second. A benchmark, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { mailOutbox } from '../src/server/db/schema/index';
import { DeliveryJournal } from '../src/server/features/mail/delivery-journal';
import { smtpTransport } from '../src/server/features/mail/transport';
import { MailWorker } from '../src/server/features/mail/worker';

const MESSAGES = Number(process.env.BENCH_MAIL_MESSAGES ?? 2000);
const silent = { info() {}, warn() {}, error() {} };

async function startCountingSmtp() {
  const ids = new Set<string>();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received++;
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1];
        if (id) ids.add(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    counts: () => ({ received, distinct: ids.size }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measure(label: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const rows = Array.from({ length: MESSAGES }, (_, i) => ({
    messageId: `<bench-${i}-${randomBytes(6).toString('hex')}@elevate.example>`,
    kind: 'test_email' as const,
    toAddress: `person${i}@example.com`,
    subject: `Bench message ${i}`,
    textBody: 'Hello from the outbox benchmark.\n'.repeat(20),
    htmlBody: `<p>${'Hello from the outbox benchmark. '.repeat(20)}</p>`,
  }));
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(mailOutbox).values(rows.slice(i, i + 500));

  const smtp = await startCountingSmtp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'elevate-bench-mail-'));
  const worker = new MailWorker(handle.db, smtpTransport(smtp.url), {
    from: '"Elevate" <hello@elevate.example>',
    log: silent,
    journal: new DeliveryJournal(path.join(dataDir, 'journal.jsonl')),
  });
  const start = performance.now();
  const sent = await worker.runOnce();
  const seconds = (performance.now() - start) / 1000;
  await worker.stop();
  const { received, distinct } = smtp.counts();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (sent !== MESSAGES || received !== MESSAGES || distinct !== MESSAGES)
    throw new Error(`sent ${sent}, received ${received} (${distinct} distinct) of ${MESSAGES}`);
  console.log(
    `mail outbox on ${label}: ${MESSAGES} messages in ${seconds.toFixed(2)} s, ${(MESSAGES / seconds).toFixed(0)} messages/s`,
  );
}

console.log('');
await (async () => {
  const handle = openPglite();
  try {
    await measure('PGlite', handle);
  } finally {
    await handle.close();
  }
})();

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const name = `elevate_bench_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString());
  try {
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
