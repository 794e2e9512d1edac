import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import PostalMime from 'postal-mime';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/smtp';
import { startMailThread, threadedTransport } from './mail-thread';

const folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-mail-thread-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const mail = (n: number) => ({
  messageId: `<thread-${n}@elevate.example>`,
  from: '"Elevate" <hello@elevate.example>',
  to: `p${n}@example.com`,
  subject: `Message ${n}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  date: new Date('2026-11-25T20:30:00Z'),
});

describe('the mail thread', () => {
  it('writes each message the outbox hands it, and answers when its file is in place', async () => {
    const dataDir = path.join(folder, 'written');
    const transport = threadedTransport({ dataDir }, { error() {} });
    await Promise.all([1, 2, 3].map((n) => transport.send(mail(n))));
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(3);
    expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
    const parsed = await PostalMime.parse(readFileSync(path.join(dataDir, 'mail', files[0] ?? '')));
    expect(parsed.subject).toMatch(/^Message \d$/);
    transport.close();
  });

  it("fails a send with the thread's error (a mail server that does not answer)", async () => {
    const transport = threadedTransport(
      { smtpUrl: `smtp://127.0.0.1:${await freePort()}`, dataDir: folder },
      { error() {} },
    );
    await expect(transport.send(mail(4))).rejects.toThrow(/ECONNREFUSED|connect/i);
    transport.close();
  });

  it('fails what a stopped thread had not answered, starts a new one for the next send, and goes on', async () => {
    const dataDir = path.join(folder, 'restarted');
    const errors: unknown[] = [];
    let starts = 0;
    // The first thread dies on the first message it gets; the next is the real one.
    const start = (options: { dataDir: string }) =>
      ++starts === 1
        ? new Worker("require('node:worker_threads').parentPort.on('message', () => { throw new Error('boom'); });", {
            eval: true,
          })
        : startMailThread(options);
    const transport = threadedTransport({ dataDir }, { error: (entry) => errors.push(entry) }, start);
    await expect(transport.send(mail(5))).rejects.toThrow(/mail thread stopped/);
    await transport.send(mail(6));
    expect(starts).toBe(2);
    expect(errors).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1);
    transport.close();
  });
});
