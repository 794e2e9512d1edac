import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerFeedback, mailOutbox, userActivity } from '../../db/schema/index';
import { feedbackBody, inquiryBody } from '../../testing/factories';
import { startSmtpServer } from '../../testing/smtp';
import { createUser, loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

describe('GET /api/admin/overview', () => {
  const ctx = setupTestApp();
  it('counts inquiries, pending feedback, chat sessions, active users and property managers', async () => {
    const { cookie } = await loginAs(ctx.app, 'support');
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody() });
    for (let i = 0; i < 2; i++) await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody() });
    const [first] = await ctx.app.db.select().from(customerFeedback).limit(1);
    await ctx.app.db.update(customerFeedback).set({ status: 'resolved' }).where(eq(customerFeedback.id, first!.id));
    await createUser(ctx.app.db, { role: 'manager', status: 'suspended' });
    await createUser(ctx.app.db, { role: 'user' });
    const response = await ctx.app.inject({ url: '/api/admin/overview', headers: { cookie } });
    expect(json(response)).toEqual({
      totalInquiries: 3,
      pendingFeedback: 1,
      chatSessions: 0,
      activeUsers: 2,
      propertyManagers: 0,
    });
  });
});

describe('POST /api/admin/test-email', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const ctx = setupTestApp({
    env: { LOG_LEVEL: 'error' },
    before: async (env) => {
      smtp = await startSmtpServer();
      env.SMTP_URL = smtp.url;
    },
  });
  const sendTestEmail = (cookie: string, email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/test-email', headers: { cookie }, payload: { email } });

  it('sends the welcome test e-mail to the address given and logs who asked', async () => {
    const { cookie, user } = await loginAs(ctx.app, 'admin');
    const response = await sendTestEmail(cookie, 'Owner@Elevate.example');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, mailId: expect.any(Number) });
    await ctx.app.mail.worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['owner@elevate.example']);
    expect(smtp.received[0]?.subject).toBe('Welcome to Elevate Micro Markets: test e-mail');
    const [activity] = (await ctx.app.db.select().from(userActivity)).filter((row) => row.action === 'send_test_email');
    expect(activity).toMatchObject({ userId: user.id, resource: 'mail' });
    expect(await ctx.app.db.$count(mailOutbox)).toBe(1);
  });

  it('refuses an address that is not one e-mail', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    const response = await sendTestEmail(cookie, 'a@b.c, d@e.f');
    expect(response.statusCode).toBe(400);
    expect(await ctx.app.db.$count(mailOutbox)).toBe(0);
  });
});
