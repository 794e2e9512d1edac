import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { inquiryBody } from '../../testing/factories';
import { freePort, startSmtpServer } from '../../testing/smtp';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

let port = 0;
const ctx = setupTestApp({
  before: async (env) => {
    port = await freePort();
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  },
});

describe('the e-mail log', () => {
  it('shows failures with attempts and error, previews a message, and resends it once the server is back', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody() });
    await ctx.app.mail.worker.runOnce();

    const log = json<{
      items: Array<{ id: number; status: string; attempts: number; lastError: string; kind: string }>;
      total: number;
    }>(await ctx.app.inject({ url: '/api/admin/mail?status=pending', headers: { cookie } }));
    expect(log.total).toBe(2);
    expect(log.items[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });

    const confirmation = log.items.find((item) => item.kind === 'inquiry_confirmation')!;
    const preview = json<{ subject: string; textBody: string; htmlBody: string }>(
      await ctx.app.inject({ url: `/api/admin/mail/${confirmation.id}`, headers: { cookie } }),
    );
    expect(preview.subject).toBe('We received your request');
    expect(preview.textBody).toContain('within 24 hours');

    const smtp = await startSmtpServer(port);
    try {
      const resent = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/mail/${confirmation.id}/resend`,
        headers: { cookie },
      });
      expect(json(resent)).toMatchObject({ id: confirmation.id, status: 'pending' });
      expect(await ctx.app.mail.worker.runOnce()).toBe(1);
      expect(smtp.received.map((mail) => mail.subject)).toEqual(['We received your request']);

      // A sent message goes again as a new message with its own Message-ID.
      const again = json<{ id: number }>(
        await ctx.app.inject({ method: 'POST', url: `/api/admin/mail/${confirmation.id}/resend`, headers: { cookie } }),
      );
      expect(again.id).not.toBe(confirmation.id);
      await ctx.app.mail.worker.runOnce();
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(smtp.received.length);
      expect(await ctx.app.db.$count(mailOutbox)).toBe(3);
    } finally {
      await smtp.close();
    }
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/mail/99999/resend', headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});
