import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInquiryRequest } from '../../../contracts/contact';
import { submitFeedbackRequest } from '../../../contracts/feedback';
import { contactInquiries, customerFeedback, userActivity } from '../../db/schema/index';
import { feedbackBody, inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';
import { submitFeedback } from '../feedback';
import { createInquiry } from '../inquiries';

const ctx = setupTestApp();
const addInquiry = (overrides = {}) =>
  createInquiry(ctx.app.db, createInquiryRequest.parse(inquiryBody(overrides)), ctx.app.mail.mailer, ctx.app.events);
const addFeedback = (overrides = {}) =>
  submitFeedback(ctx.app, submitFeedbackRequest.parse(feedbackBody(overrides)), ctx.app.mail.mailer);
const hoursAgo = (hours: number) => sql`now() - ${`${hours} hours`}::interval`;

async function get(url: string) {
  const { cookie } = await loginAs(ctx.app, 'support');
  return ctx.app.inject({ url, headers: { cookie } });
}

describe('GET /api/contact', () => {
  it('answers the whole list newest first without paging parameters, as the spec describes', async () => {
    await addInquiry({ firstName: 'Older' });
    await addInquiry({ firstName: 'Newer' });
    const list = json<Array<{ firstName: string; createdAt: string }>>(await get('/api/contact'));
    expect(list.map((row) => row.firstName)).toEqual(['Newer', 'Older']);
  });

  it('searches names, e-mail, company and message, filters by facility and open state, and pages with a total', async () => {
    await addInquiry({ firstName: 'Maya', companyName: 'Harbor Lofts', facilityType: 'luxury-condo' });
    await addInquiry({
      firstName: 'Omar',
      email: 'omar@riverton-general.example',
      facilityType: 'medical',
      companyName: 'Riverton General',
    });
    await addInquiry({
      firstName: 'Lena',
      message: 'Our 100%_campus needs one',
      facilityType: 'education',
      companyName: 'Lakeshore College',
      email: 'lena@lakeshore.example',
    });
    const names = async (query: string) =>
      json<{ items: Array<{ firstName: string }>; total: number }>(
        await get(`/api/contact?page=1&pageSize=10&${query}`),
      );
    expect((await names('search=harbor')).items.map((row) => row.firstName)).toEqual(['Maya']);
    expect((await names('search=RIVERTON-GENERAL')).items.map((row) => row.firstName)).toEqual(['Omar']);
    expect((await names('search=100%25_')).items.map((row) => row.firstName)).toEqual(['Lena']);
    expect((await names('search=50%25')).total).toBe(0);
    expect((await names('facility=medical-facilities')).items.map((row) => row.firstName)).toEqual(['Omar']);
    expect((await names('facility=educational-institutions')).items.map((row) => row.firstName)).toEqual(['Lena']);
    const page = json<{ items: unknown[]; total: number; page: number; pageSize: number }>(
      await get('/api/contact?page=2&pageSize=2'),
    );
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('refuses an unknown filter value or a page size over 200', async () => {
    expect((await get('/api/contact?facility=castle')).statusCode).toBe(400);
    expect((await get('/api/contact?page=1&pageSize=500')).statusCode).toBe(400);
  });
});

describe('PATCH /api/contact/:id', () => {
  it('marks an inquiry contacted (by whom) and open again, and logs it', async () => {
    const inquiry = await addInquiry();
    const { cookie, user } = await loginAs(ctx.app, 'manager');
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact/${inquiry.id}`,
      headers: { cookie },
      payload: { contacted: true },
    });
    expect(json(done)).toMatchObject({ id: inquiry.id, contactedBy: 'Sam Rivera', contactedAt: expect.any(String) });
    expect(json<{ open: string }[]>(await get('/api/contact?open=true'))).toHaveLength(0);
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/contact/${inquiry.id}`,
      headers: { cookie },
      payload: { contacted: false },
    });
    expect(json(again)).toMatchObject({ contactedAt: null });
    const actions = await ctx.app.db
      .select()
      .from(userActivity)
      .where(eq(userActivity.userId, user.id))
      .orderBy(userActivity.id);
    expect(actions.map((row) => row.action)).toEqual(['login', 'mark_contacted', 'reopen']);
    const missing = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/contact/99999',
      headers: { cookie },
      payload: { contacted: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/feedback and PATCH /api/feedback/:id', () => {
  it('filters by status, priority and issue type, and searches subject and description', async () => {
    await addFeedback({ priority: 'urgent', issueType: 'technical', subject: 'Kiosk frozen' });
    await addFeedback({
      priority: 'low',
      issueType: 'product',
      subject: 'More oat milk',
      description: 'Please stock oat milk',
    });
    const subjects = async (query: string) =>
      json<Array<{ subject: string }>>(await get(`/api/feedback?${query}`)).map((row) => row.subject);
    expect(await subjects('priority=urgent')).toEqual(['Kiosk frozen']);
    expect(await subjects('issueType=product')).toEqual(['More oat milk']);
    expect(await subjects('search=OAT')).toEqual(['More oat milk']);
    expect(await subjects('status=pending')).toHaveLength(2);
    expect((await get('/api/feedback?status=open')).statusCode).toBe(400);
  });

  it('moves an item through in progress to resolved with notes, stamping resolvedAt and the assignee', async () => {
    const feedback = await addFeedback();
    const { cookie } = await loginAs(ctx.app, 'support');
    const patch = (payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/feedback/${feedback.id}`, headers: { cookie }, payload });
    expect(json(await patch({ status: 'in_progress' }))).toMatchObject({
      status: 'in_progress',
      resolvedAt: null,
      assignedTo: 'Sam Rivera',
    });
    const resolved = json<{ status: string; resolution: string; resolvedAt: string }>(
      await patch({ status: 'resolved', resolution: 'Refunded $8.49' }),
    );
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'Refunded $8.49',
      resolvedAt: expect.any(String),
    });
    expect(json(await patch({ status: 'pending' }))).toMatchObject({
      status: 'pending',
      resolvedAt: null,
      resolution: 'Refunded $8.49',
    });
    expect((await patch({ status: 'closed' })).statusCode).toBe(400);
  });

  it('reads a legacy stored "open" as pending', async () => {
    const feedback = await addFeedback();
    await ctx.app.db.execute(sql`alter table customer_feedback drop constraint customer_feedback_status_check`);
    try {
      await ctx.app.db
        .update(customerFeedback)
        .set({ status: sql`'open'` })
        .where(eq(customerFeedback.id, feedback.id));
      const [item] = json<Array<{ status: string }>>(await get('/api/feedback'));
      expect(item?.status).toBe('pending');
      const stats = json<{ feedback: { pending: number } }>(await get('/api/admin/dashboard/stats'));
      expect(stats.feedback.pending).toBe(1);
    } finally {
      await ctx.app.db.delete(customerFeedback);
      await ctx.app.db.execute(
        sql`alter table customer_feedback add constraint customer_feedback_status_check check (status in ('pending', 'in_progress', 'resolved'))`,
      );
    }
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  it('counts the last 7 days, pending, urgent unresolved, the rounded resolution rate and what is overdue', async () => {
    const old = await addInquiry();
    await ctx.app.db
      .update(contactInquiries)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(contactInquiries.id, old.id));
    await addInquiry();
    const late = await addInquiry();
    await ctx.app.db
      .update(contactInquiries)
      .set({ createdAt: hoursAgo(30) })
      .where(eq(contactInquiries.id, late.id));

    const items = [await addFeedback({ priority: 'urgent' }), await addFeedback(), await addFeedback()];
    await ctx.app.db.update(customerFeedback).set({ status: 'resolved' }).where(eq(customerFeedback.id, items[1]!.id));
    await ctx.app.db
      .update(customerFeedback)
      .set({ createdAt: hoursAgo(25) })
      .where(eq(customerFeedback.id, items[2]!.id));

    const stats = json<
      Record<string, Record<string, number>> & { weekly: Array<{ inquiries: number; feedback: number }> }
    >(await get('/api/admin/dashboard/stats'));
    expect(stats.inquiries).toEqual({ total: 3, last7Days: 2, open: 3, overdue: 2 });
    expect(stats.feedback).toEqual({
      total: 3,
      pending: 2,
      inProgress: 0,
      resolved: 1,
      urgentUnresolved: 1,
      overdue: 1,
      resolutionRate: 33,
    });
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly.reduce((sum, week) => sum + week.inquiries, 0)).toBe(3);
    expect(stats.weekly.reduce((sum, week) => sum + week.feedback, 0)).toBe(3);
    expect(stats.weekly.at(-1)?.feedback).toBeGreaterThanOrEqual(1);
  });
});

describe('CSV export', () => {
  // The business is in California (config/business.json): an evening there is already tomorrow in UTC.
  const laToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());

  it('exports exactly what the filters show, dated, quoted, with formula cells neutralised', async () => {
    await addInquiry({
      firstName: '=HYPERLINK("http://evil.example")',
      message: 'Line one\nLine "two", with comma',
      facilityType: 'office',
    });
    await addInquiry({ firstName: 'Plain', facilityType: 'medical' });
    const response = await get('/api/contact/export.csv?facility=corporate-offices');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="contact-inquiries-${laToday()}.csv"`);
    const rows = parse(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['First Name']).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[0]?.Message).toBe('Line one\nLine "two", with comma');
    expect(response.body).toContain('"Line one\nLine ""two"", with comma"');
  });

  it('lists inquiries newest first, as the dashboard does, with the facility as the screens name it', async () => {
    await addInquiry({ firstName: 'Older', facilityType: 'luxury-condo' });
    await addInquiry({ firstName: 'Newer', facilityType: 'education' });
    const rows = parse((await get('/api/contact/export.csv')).body, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows.map((row) => [row['First Name'], row['Facility Type']])).toEqual([
      ['Newer', 'Educational Institution'],
      ['Older', 'Luxury Condominium'],
    ]);
  });

  it("writes times on the business's clock and says which in the header", async () => {
    const inquiry = await addInquiry({ firstName: 'Evening' });
    // 8:30:05 pm on November 25 in Los Angeles.
    await ctx.app.db
      .update(contactInquiries)
      .set({ createdAt: new Date('2026-11-26T04:30:05Z'), contactedAt: new Date('2026-07-01T07:00:00Z') })
      .where(eq(contactInquiries.id, inquiry.id));
    const rows = parse((await get('/api/contact/export.csv')).body, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows[0]?.['Created (America/Los_Angeles)']).toBe('2026-11-25 20:30:05');
    expect(rows[0]?.['Contacted (America/Los_Angeles)']).toBe('2026-07-01 00:00:00');
    expect(Object.keys(rows[0] ?? {}).some((column) => column.includes('UTC'))).toBe(false);
  });

  it('exports feedback with the same filters as the list, its codes as the screens name them', async () => {
    await addFeedback({ priority: 'urgent', subject: '+1 for oat milk', issueType: 'billing' });
    await addFeedback({ priority: 'low' });
    const rows = parse((await get('/api/feedback/export.csv?priority=urgent')).body, {
      bom: true,
      columns: true,
    }) as Array<Record<string, string>>;
    expect(rows.map((row) => row.Subject)).toEqual(["'+1 for oat milk"]);
    expect(rows[0]).toMatchObject({ Status: 'Pending', Priority: 'Urgent', 'Issue Type': 'Billing & Payment' });
  });
});
