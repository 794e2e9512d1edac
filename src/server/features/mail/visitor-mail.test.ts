import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contactInquiries,
  customerFeedback,
  mailOutbox,
  visitorMailAddresses,
  visitorMailPlaces,
} from '../../db/schema/index';
import { feedbackBody, inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';
import { inquiryNotification } from './templates/inquiry';
import { forgetQuietAddresses, visitorMailAllowance, visitorMailKinds } from './visitor-mail';

const STAFF = 'team@elevate.example';
const rows = (ctx: ReturnType<typeof setupTestApp>) => ctx.app.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const visitorRows = (ctx: ReturnType<typeof setupTestApp>) =>
  ctx.app.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.kind, [...visitorMailKinds]));

async function chatTo(ctx: ReturnType<typeof setupTestApp>, email: string, text: string) {
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const { sessionId } = json<{ sessionId: string }>(await post('/api/chat', { message: text, sessionId: null }));
  await post(`/api/chat/${sessionId}/contact`, { userName: 'Buy Now', userEmail: email });
  return post(`/api/chat/${sessionId}/send-transcript`, {});
}

describe('mail to an address a visitor typed (RATE_LIMITS=off, default caps)', () => {
  const ctx = setupTestApp({ env: { NOTIFY_EMAIL: STAFF } });

  it('carries none of what the visitor wrote: the confirmations are fixed text', async () => {
    const spam = 'Cheap pills at spam.example';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: inquiryBody({
        email: 'victim@example.com',
        firstName: 'Winner',
        lastName: spam,
        companyName: spam,
        message: spam,
      }),
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: feedbackBody({
        email: 'victim2@example.com',
        customerName: spam,
        location: spam,
        subject: spam,
        description: spam,
      }),
    });
    const confirmations = (await rows(ctx)).filter((row) => row.kind.endsWith('_confirmation'));
    expect(confirmations.map((row) => row.toAddress).sort()).toEqual(['victim2@example.com', 'victim@example.com']);
    for (const row of confirmations) {
      for (const part of [row.subject, row.textBody, row.htmlBody])
        expect(part).not.toMatch(/Cheap pills|spam|Winner/i);
      expect(row.textBody).toContain(ctx.config.site.phone);
    }
    // Staff get all of it, as inert text.
    const notification = (await rows(ctx)).find((row) => row.kind === 'inquiry_notification');
    expect(notification?.textBody).toContain('Cheap pills at spam[.]example');
  });

  it('sends one address at most three a day (confirmations and transcripts together, any case), and loses nothing', async () => {
    const address = 'target@example.com';
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: address }) });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: feedbackBody({ email: 'TARGET@example.com' }),
    });
    expect((await chatTo(ctx, address, 'How much does a micro market cost?')).statusCode).toBe(200);

    // The fourth: the inquiry and feedback are stored and staff are told, the visitor's copy is not sent.
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: address }) });
    await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody({ email: address }) });
    const refused = await chatTo(ctx, address, 'Hello');
    expect(refused.statusCode).toBe(429);
    expect(json<{ message: string }>(refused).message).toContain(ctx.config.site.phone);

    expect(await ctx.app.db.$count(contactInquiries)).toBe(2);
    expect(await ctx.app.db.$count(customerFeedback)).toBe(2);
    expect(await visitorRows(ctx)).toHaveLength(3);
    const notifications = (await rows(ctx)).filter((row) => row.kind.endsWith('_notification'));
    expect(notifications).toHaveLength(4);
    expect(notifications.filter((row) => row.textBody.includes('No confirmation was sent'))).toHaveLength(2);

    // Another address is not affected; a day later the address may hear from us again.
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: 'other@example.com' }) });
    await ctx.app.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(sql`lower(${mailOutbox.toAddress})`, address));
    await ctx.app.db
      .update(visitorMailAddresses)
      .set({ recent: sql`array(select t - interval '25 hours' from unnest(${visitorMailAddresses.recent}) as t)` })
      .where(eq(visitorMailAddresses.address, address));
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: address }) });
    expect(await visitorRows(ctx)).toHaveLength(5);
  });

  it('holds the cap when many requests arrive at once', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: 'burst@example.com' }) }),
      ),
    );
    expect(await ctx.app.db.$count(contactInquiries)).toBe(8);
    expect(await visitorRows(ctx)).toHaveLength(3);
  });
});

describe('the site-wide hourly cap on visitor mail', () => {
  const ctx = setupTestApp({ env: { NOTIFY_EMAIL: STAFF, VISITOR_MAIL_PER_HOUR: '2' } });

  it('holds further visitor mail, keeps the business notifications, and tells staff once', async () => {
    const contact = (name: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: `${name}@example.com` }) });
    await contact('ana');
    await contact('ben');
    // A transcript is the first past the cap: refused, and staff are told.
    expect((await chatTo(ctx, 'fay@example.com', 'Hello')).statusCode).toBe(429);
    expect(await ctx.app.db.$count(mailOutbox, eq(mailOutbox.kind, 'visitor_mail_paused'))).toBe(1);
    for (const name of ['cleo', 'dan', 'eve']) await contact(name);

    expect(await ctx.app.db.$count(contactInquiries)).toBe(5);
    expect((await visitorRows(ctx)).map((row) => row.toAddress)).toEqual(['ana@example.com', 'ben@example.com']);
    const toStaff = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, STAFF));
    expect(toStaff.filter((row) => row.kind === 'inquiry_notification')).toHaveLength(5);
    const notices = toStaff.filter((row) => row.kind === 'visitor_mail_paused');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain('VISITOR_MAIL_PER_HOUR');

    // The notice is in the e-mail log, where staff look.
    const { cookie } = await loginAs(ctx.app, 'manager');
    const log = json<{ items: Array<{ kind: string }> }>(
      await ctx.app.inject({ url: '/api/admin/mail', headers: { cookie } }),
    );
    expect(log.items.filter((item) => item.kind === 'visitor_mail_paused')).toHaveLength(1);

    // An hour on, visitor mail flows again.
    await ctx.app.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(and(inArray(mailOutbox.kind, [...visitorMailKinds])));
    await ctx.app.db.update(visitorMailPlaces).set({ takenAt: sql`now() - interval '61 minutes'` });
    await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email: 'gus@example.com' }) });
    expect((await visitorRows(ctx)).map((row) => row.toAddress)).toContain('gus@example.com');
  });
});

describe('the hourly cap under concurrent requests', () => {
  const ctx = setupTestApp({ env: { NOTIFY_EMAIL: STAFF, VISITOR_MAIL_PER_HOUR: '3' } });

  it('lets exactly as many through as the cap when many visitors write at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: inquiryBody({ email: `crowd${n}@example.com` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(await ctx.app.db.$count(contactInquiries)).toBe(10);
    expect(await visitorRows(ctx)).toHaveLength(3);
  });

  it('gives a place back when the request that took it is not stored', async () => {
    const caps = { perAddressPerDay: 3, sitePerHour: 1 };
    await expect(
      ctx.app.db.transaction(async (tx) => {
        expect(await visitorMailAllowance(tx, 'first@example.com', caps)).toBe('queued');
        throw new Error('the inquiry could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    const again = await ctx.app.db.transaction((tx) => visitorMailAllowance(tx, 'second@example.com', caps));
    expect(again).toBe('queued');
    const third = await ctx.app.db.transaction((tx) => visitorMailAllowance(tx, 'third@example.com', caps));
    expect(third).toBe('site_cap');
  });
});

describe('the notification stored with an inquiry in one statement', () => {
  const ctx = setupTestApp({ env: { NOTIFY_EMAIL: STAFF, VISITOR_MAIL_PER_HOUR: '4' } });

  it("reads as its template renders it, with the inquiry's number and the confirmation's outcome filled in", async () => {
    const contact = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: inquiryBody({ email, firstName: `Ana "O'Neil" <b>`, message: 'See https://spam.example & more' }),
      });
    for (let n = 0; n < 4; n++) await contact('ana@example.com');
    await contact('ben@example.com');
    await contact('cleo@example.com');
    // An address the outbox cannot take (no dot in its domain): the inquiry is stored, and no mail is (the
    // notification would be answered to that address).
    const { createInquiry } = await import('../inquiries');
    const { createInquiryRequest } = await import('../../../contracts/contact');
    const input = { ...createInquiryRequest.parse(inquiryBody()), email: 'dan@localhost' };
    await createInquiry(ctx.app.db, input, ctx.app.mail.mailer, ctx.app.events);

    const inquiries = await ctx.app.db.select().from(contactInquiries).orderBy(contactInquiries.id);
    const expected = ['queued', 'queued', 'queued', 'address_cap', 'queued', 'site_cap'] as const;
    expect(inquiries).toHaveLength(expected.length + 1);
    const notifications = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'inquiry_notification'))
      .orderBy(mailOutbox.id);
    expect(notifications).toHaveLength(expected.length);
    for (const [n, inquiry] of inquiries.slice(0, expected.length).entries()) {
      const stored = notifications.find((row) => row.resourceId === String(inquiry.id));
      const rendered = inquiryNotification(inquiry, ctx.config.site, expected[n]);
      expect({ subject: stored?.subject, text: stored?.textBody, html: stored?.htmlBody }).toEqual(rendered);
      expect(stored).toMatchObject({ toAddress: STAFF, replyTo: inquiry.email, resource: 'contact_inquiry' });
    }
    const confirmations = await visitorRows(ctx);
    expect(confirmations.map((row) => [row.toAddress, row.resourceId])).toEqual(
      [0, 1, 2, 4].map((n) => [inquiries[n]?.email, String(inquiries[n]?.id)]),
    );
    expect(await ctx.app.db.$count(mailOutbox, eq(mailOutbox.kind, 'visitor_mail_paused'))).toBe(1);
  });
});

describe('the addresses the daily cap remembers', () => {
  const ctx = setupTestApp();

  it('are forgotten once their last message is more than a day old', async () => {
    for (const email of ['old@example.com', 'new@example.com'])
      await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody({ email }) });
    await ctx.app.db
      .update(visitorMailAddresses)
      .set({ recent: sql`array[now() - interval '25 hours']` })
      .where(eq(visitorMailAddresses.address, 'old@example.com'));
    await forgetQuietAddresses(ctx.app.db);
    const kept = await ctx.app.db.select().from(visitorMailAddresses);
    expect(kept.map((row) => row.address)).toEqual(['new@example.com']);
  });
});
