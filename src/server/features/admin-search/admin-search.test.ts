import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSearchResult } from '../../../contracts/admin-search';
import { createInquiryRequest } from '../../../contracts/contact';
import { chatSessions, crmProspects } from '../../db/schema/index';
import { createLocationRow, createReview, inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';
import { createInquiry } from '../inquiries';

const ctx = setupTestApp();

async function search(role: 'admin' | 'manager' | 'support', q: string) {
  const { cookie } = await loginAs(ctx.app, role);
  return ctx.app.inject({ url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: { cookie } });
}
const found = async (role: 'admin' | 'manager' | 'support', q: string) =>
  json<{ results: AdminSearchResult[] }>(await search(role, q)).results.map((r) => [r.kind, r.title, r.href]);

describe('the command palette finds records', () => {
  beforeEach(async () => {
    const db = ctx.app.db;
    await createInquiry(
      db,
      createInquiryRequest.parse(
        inquiryBody({ firstName: 'Maya', lastName: 'Chen', email: 'maya@harborlofts.example' }),
      ),
      ctx.app.mail.mailer,
      ctx.app.events,
    );
    await db.insert(chatSessions).values({ sessionId: 'abcdef1234567890', userName: 'Harbor Night Desk' });
    await createReview(db, { reviewerName: 'Grace Kim', reviewTitle: 'Harbor guests love it' });
    await db.insert(crmProspects).values({ locationName: 'Harbor Lofts', contactName: 'Ann Lee' });
    await createLocationRow(db);
  });

  it('by name, e-mail or code, each opening its screen on it, prospects and locations for managers only', async () => {
    const manager = await found('manager', 'harbor');
    expect(manager).toEqual([
      ['inquiry', 'Maya Chen', '/admin-dashboard?search=maya%40harborlofts.example'],
      ['conversation', 'Harbor Night Desk', '/admin-chat?search=abcdef1234567890'],
      ['review', 'Harbor guests love it', '/admin-reviews?search=Grace%20Kim'],
      ['prospect', 'Harbor Lofts', '/admin-crm-prospects?search=Harbor%20Lofts'],
      ['location', 'Harbor Point Medical', expect.stringMatching(/^\/admin\/property-managers\/\d+\/timeline$/)],
    ]);
    expect(await found('support', 'harbor')).toEqual(manager.slice(0, 3));
    expect((await found('manager', 'med200')).map(([kind]) => kind)).toEqual(['location']);
    expect(await found('admin', 'nothing like this')).toEqual([]);
  });

  it('refuses a search of one character, naming the field, and a caller without a session', async () => {
    const short = await search('support', 'h');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Search must be at least 2 characters');
    expect((await ctx.app.inject({ url: '/api/admin/search?q=harbor' })).statusCode).toBe(401);
  });
});
