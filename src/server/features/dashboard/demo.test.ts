import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../contracts/dashboard';
import type { Database } from '../../db/client';
import { contactInquiries, customerFeedback, mailOutbox, trainingDataSuggestions } from '../../db/schema/index';
import { feedbackBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';
import { seedDemoFeedback } from '../feedback';
import { seedDemoInquiries } from '../inquiries';

const ctx = setupTestApp();
const log = { info: () => undefined };
// The demo customer contacts, as the seed adds them to a new database.
const seedDemoCustomerContacts = async (db: Database) => {
  await seedDemoInquiries(db, log);
  await seedDemoFeedback(db, log);
};

describe('the demo customer contacts of a new database', () => {
  it('fills the dashboard over its 12 weeks, sends no mail, suggests from open feedback, and runs once', async () => {
    await seedDemoCustomerContacts(ctx.app.db);
    const { cookie } = await loginAs(ctx.app, 'admin');
    const stats = json<DashboardStats>(
      await ctx.app.inject({ url: '/api/admin/dashboard/stats', headers: { cookie } }),
    );
    expect(stats.inquiries.total).toBe(16);
    expect(stats.inquiries.open).toBeGreaterThan(0);
    expect(stats.inquiries.last7Days).toBeGreaterThan(0);
    expect(stats.feedback).toMatchObject({ total: 10, pending: 2, inProgress: 2, resolved: 6, urgentUnresolved: 1 });
    expect(stats.feedback.resolutionRate).toBe(60);
    // Every week of the chart but a few has intake, and nothing is dated in the future.
    expect(stats.weekly.filter((week) => week.inquiries + week.feedback > 0).length).toBeGreaterThanOrEqual(9);
    const now = Date.now();
    for (const row of await ctx.app.db.select().from(contactInquiries)) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (row.contactedAt) expect(row.contactedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
    for (const row of await ctx.app.db.select().from(customerFeedback)) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (row.resolvedAt) expect(row.resolvedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    }
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(0);
    const suggestions = await ctx.app.db.select().from(trainingDataSuggestions);
    expect(suggestions.map((s) => s.suggestedQuestion).sort()).toEqual([
      'Can you stock oat milk?',
      'Card reader declined my card twice',
      'Cooler empty on Sunday night',
      'Receipt for my company',
    ]);
    const reports = await ctx.app.db.select().from(customerFeedback);
    for (const suggestion of suggestions) {
      const report = reports.find((r) => r.id === suggestion.feedbackId);
      expect(suggestion.createdAt).toEqual(report?.createdAt);
    }

    await seedDemoCustomerContacts(ctx.app.db);
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(16);
    expect(await ctx.app.db.select().from(trainingDataSuggestions)).toHaveLength(4);
  });

  it('adds no feedback to a database that has feedback, and no inquiries to one that has inquiries', async () => {
    await ctx.app.db.insert(customerFeedback).values(feedbackBody({ subject: 'Hello', description: 'A real report' }));
    await seedDemoFeedback(ctx.app.db, log);
    expect(await ctx.app.db.select().from(customerFeedback)).toHaveLength(1);

    await ctx.app.db.insert(contactInquiries).values({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '555-0100',
      facilityType: 'office',
    });
    await seedDemoInquiries(ctx.app.db, log);
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(1);
  });
});
