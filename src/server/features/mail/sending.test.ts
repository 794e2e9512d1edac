import fs, { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { startSmtpServer } from '../../testing/smtp';
import { setupTestApp } from '../../testing/test-app';
import { DeliveryJournal } from './delivery-journal';
import { enqueueMail } from './outbox';
import { mailboxTransport, SMTP_CONNECTIONS, smtpTransport } from './transport';
import { MailWorker } from './worker';

const silent = { info() {}, warn() {}, error() {} };

describe('the outbox worker', () => {
  const ctx = setupTestApp();
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-sending-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const queue = async (count: number) => {
    for (let i = 0; i < count; i++)
      await enqueueMail(
        ctx.app.db,
        { kind: 'test_email', to: `p${i}@example.com`, subject: `Message ${i}`, text: 't', html: 'h' },
        'elevate.example',
      );
  };
  const worker = (transport: ReturnType<typeof smtpTransport>, name: string) =>
    new MailWorker(ctx.app.db, transport, {
      from: 'hello@elevate.example',
      log: silent,
      journal: new DeliveryJournal(path.join(folder, `${name}.jsonl`)),
    });

  it('sends several messages at once over a few reused SMTP connections', async () => {
    const smtp = await startSmtpServer(0, { acceptAfterMs: 40 });
    try {
      await queue(40);
      const sending = worker(smtpTransport(smtp.url), 'pooled');
      expect(await sending.runOnce()).toBe(40);
      await sending.stop();
      expect(smtp.received).toHaveLength(40);
      expect(smtp.stats.connections).toBeLessThanOrEqual(SMTP_CONNECTIONS);
      expect(smtp.stats.maxInFlight).toBeGreaterThan(1);
    } finally {
      await smtp.close();
    }
  });

  it('on stop claims nothing more, lets the sends under way finish, and puts back what it had not started', async () => {
    const smtp = await startSmtpServer(0, { acceptAfterMs: 100 });
    try {
      await queue(200);
      const sending = worker(smtpTransport(smtp.url), 'stopping');
      void sending.kick();
      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
      const started = Date.now();
      await sending.stop();
      expect(Date.now() - started).toBeLessThan(3_000);

      const rows = await ctx.app.db.select().from(mailOutbox);
      const sent = rows.filter((row) => row.status === 'sent');
      expect(rows.filter((row) => row.status === 'sending')).toEqual([]);
      expect(sent.map((row) => row.messageId).sort()).toEqual(smtp.received.map((mail) => mail.messageId).sort());
      const putBack = rows.filter((row) => row.status === 'pending');
      expect(putBack.length).toBeGreaterThan(0);
      expect(putBack.every((row) => row.attempts === 0 && row.lockedAt === null)).toBe(true);
      // Nothing arrives after the stop.
      const count = smtp.received.length;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(count);
    } finally {
      await smtp.close();
    }
  });
});

describe('the local mailbox', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-mailbox-async-'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('writes its files without blocking calls', async () => {
    const blocking = (['writeFileSync', 'mkdirSync', 'renameSync', 'appendFileSync', 'openSync'] as const).map((name) =>
      vi.spyOn(fs, name),
    );
    syncBuiltinESMExports();
    const mailbox = mailboxTransport(path.join(folder, 'mail'));
    await mailbox.send({
      messageId: '<one@elevate.example>',
      from: 'hello@elevate.example',
      to: 'maya@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      date: new Date(),
    });
    expect(readdirSync(path.join(folder, 'mail')).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
    for (const spy of blocking) expect(spy).not.toHaveBeenCalled();
  });
});
