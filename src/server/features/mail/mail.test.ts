import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, mailOutbox } from '../../db/schema/index';
import { feedbackBody, inquiryBody } from '../../testing/factories';
import { freePort, startSmtpServer } from '../../testing/smtp';
import { setupTestApp } from '../../testing/test-app';
import { DeliveryJournal } from './delivery-journal';
import { enqueueMail } from './outbox';
import { smtpTransport } from './transport';
import { MAX_ATTEMPTS, MailWorker } from './worker';

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const ctx = setupTestApp({
    env: {
      SMTP_URL: 'smtp://127.0.0.1:1',
      NOTIFY_EMAIL: 'team@elevate.example',
      MAIL_FROM: '"Elevate" <hello@elevate.example>',
    },
    before: async (env) => {
      smtp = await startSmtpServer();
      env.SMTP_URL = smtp.url;
    },
  });
  afterAll(() => smtp?.close());

  it('an inquiry sends the business a notification and the visitor a confirmation', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: inquiryBody({ message: 'Hi <script>alert(1)</script>' }),
    });
    expect(response.statusCode).toBe(201);
    expect(await ctx.app.mail.worker.runOnce()).toBe(2);

    const notification = smtp.received.find((mail) => mail.envelopeTo.includes('team@elevate.example'));
    const confirmation = smtp.received.find((mail) => mail.envelopeTo.includes('maya.chen@harborlofts.example'));
    expect(notification?.subject).toBe('New consultation request: Maya Chen, Harbor Lofts');
    expect(notification?.replyTo?.[0]?.address).toBe('maya.chen@harborlofts.example');
    expect(notification?.text).toContain('Phone: (555) 010-7788');
    expect(notification?.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification?.html).not.toContain('<script>');
    expect(confirmation?.subject).toBe('We received your request');
    expect(confirmation?.text).toContain('within 24 hours');
    expect(confirmation?.from?.address).toBe('hello@elevate.example');

    const rows = await ctx.app.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.messageId).sort());
  });

  it('feedback sends a notification and a confirmation, urgent ones flagged', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: feedbackBody({ priority: 'urgent', subject: 'Fridge door open' }),
    });
    await ctx.app.mail.worker.runOnce();
    const subjects = smtp.received.slice(-2).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['URGENT feedback (billing): Fridge door open', 'We received your feedback']),
    );
  });

  it('sends nothing twice: a second run finds nothing due', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody() });
    expect(await ctx.app.mail.worker.runOnce()).toBe(2);
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
  });

  it('leaves a claim gone stale to the periodic run: a run for new mail sends only the new mail', async () => {
    const before = smtp.received.length;
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: 'stale@example.com' }) });
    // One message claimed ten minutes ago by an instance that stopped.
    const [first] = await ctx.app.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
    await ctx.app.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(mailOutbox.id, first?.id ?? 0));
    expect(await ctx.app.mail.worker.runOnce({ staleClaims: false })).toBe(1);
    expect(await ctx.app.mail.worker.runOnce()).toBe(1);
    // Each of the two sent once.
    expect(smtp.received).toHaveLength(before + 2);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('stale@example.com'))).toHaveLength(1);
  });

  it("a kick for new mail leaves a stale claim to the worker's next periodic run", async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'elevate-kick-'));
    const worker = new MailWorker(ctx.app.db, smtpTransport(smtp.url), {
      from: 'hello@elevate.example',
      log: ctx.app.log,
      journal: new DeliveryJournal(path.join(folder, 'journal.jsonl')),
      intervalMs: 200,
      // A second ahead, so that a message stamped in this millisecond is due.
      now: () => new Date(Date.now() + 1000),
    });
    try {
      expect(await worker.kick()).toBe(0); // The first run, which looks for stale claims too: nothing yet.
      const before = smtp.received.length;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: inquiryBody({ email: 'kick@example.com' }),
      });
      const [first] = await ctx.app.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'kick@example.com'));
      await ctx.app.db
        .update(mailOutbox)
        .set({ status: 'sending', lockedAt: sql`now() - interval '10 minutes'` })
        .where(eq(mailOutbox.id, first?.id ?? 0));
      expect(await worker.kick()).toBe(1);
      worker.start();
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(before + 2);
      expect(smtp.received.filter((mail) => mail.envelopeTo.includes('kick@example.com'))).toHaveLength(1);
    } finally {
      await worker.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('with the SMTP server down', () => {
  let port = 0;
  const ctx = setupTestApp({
    env: {},
    before: async (env) => {
      port = await freePort();
      env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    },
  });

  it('stores every inquiry, retries with backoff, and delivers each message exactly once when it is back', async () => {
    for (const firstName of ['Ana', 'Ben', 'Cleo']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: inquiryBody({ firstName }),
      });
      expect(response.statusCode).toBe(201);
    }
    expect(await ctx.app.db.$count(contactInquiries)).toBe(3);
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    const waiting = await ctx.app.db.select().from(mailOutbox);
    expect(waiting).toHaveLength(6);
    for (const row of waiting) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Not due yet: nothing is tried again before the backoff.
    expect(await ctx.app.mail.worker.runOnce()).toBe(0);
    expect((await ctx.app.db.select().from(mailOutbox))[0]?.attempts).toBe(1);

    const smtp = await startSmtpServer(port);
    try {
      await ctx.app.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await ctx.app.mail.worker.runOnce()).toBe(6);
      expect(await ctx.app.mail.worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
      const rows = await ctx.app.db.select().from(mailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 2)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('gives up after the last attempt and says why', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody() });
    await ctx.app.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    await ctx.app.mail.worker.runOnce();
    const rows = await ctx.app.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
    expect(rows[0]?.lastError).toBeTruthy();
  });
});

describe('header injection', () => {
  const ctx = setupTestApp();

  it('refuses a line break in any single-line field of the forms', async () => {
    for (const override of [{ firstName: 'Maya\r\nBcc: evil@example.com' }, { companyName: 'Lofts\nBcc: x@y.z' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody(override) });
      expect(response.statusCode).toBe(400);
    }
    const feedback = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: feedbackBody({ subject: 'Hi\r\nBcc: evil@example.com' }),
    });
    expect(feedback.statusCode).toBe(400);
    expect(await ctx.app.db.$count(mailOutbox)).toBe(0);
  });

  it('never queues a recipient that is more than one address', async () => {
    for (const to of ['a@example.com\r\nbcc: b@example.com', 'a@example.com, b@example.com', 'A <a@example.com>']) {
      await expect(
        enqueueMail(ctx.app.db, { kind: 'test_email', to, subject: 's', text: 't', html: 'h' }, 'example.com'),
      ).rejects.toThrow('Not a single e-mail address');
    }
  });
});

describe('the local mailbox (no SMTP_URL)', () => {
  const dataDir = `/tmp/elevate-mailbox-test-${process.pid}`;
  const ctx = setupTestApp({ env: { DATA_DIR: dataDir } });
  beforeAll(() => rmSync(dataDir, { recursive: true, force: true }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps one .eml file per message in DATA_DIR/mail', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody() });
    expect(await ctx.app.mail.worker.runOnce()).toBe(2);
    const folder = path.join(dataDir, 'mail');
    const files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(2);
    const parsed = await Promise.all(
      files.map((file) => PostalMime.parse(readFileSync(path.join(folder, file), 'utf8'))),
    );
    expect(parsed.map((mail) => mail.subject).sort()).toEqual([
      'New consultation request: Maya Chen, Harbor Lofts',
      'We received your request',
    ]);
    const [row] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'inquiry_confirmation'));
    expect(row?.status).toBe('sent');
  });
});

describe('a message that cannot be queued', () => {
  const ctx = setupTestApp();
  it('does not cost the visitor the inquiry', async () => {
    const mailer = ctx.app.mail.mailer;
    const broken = { ...mailer, notifyAddress: 'not an address' };
    const { createInquiry } = await import('../inquiries');
    const { createInquiryRequest } = await import('../../../contracts/contact');
    const inquiry = await createInquiry(ctx.app.db, createInquiryRequest.parse(inquiryBody()), broken, ctx.app.events);
    expect(inquiry.id).toBeGreaterThan(0);
    expect(await ctx.app.db.$count(contactInquiries)).toBe(1);
    const rows = await ctx.app.db.select().from(mailOutbox);
    expect(rows.map((row) => row.kind)).toEqual(['inquiry_confirmation']);
  });
});
