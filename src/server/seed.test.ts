import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  chatbotTrainingData,
  clientReviews,
  contactInquiries,
  crmProspects,
  customerFeedback,
  locations,
  savedReplies,
  users,
} from './db/schema/index';
import { seedDatabase } from './seed';
import { createUser } from './testing/staff';
import { setupTestApp, testConfig } from './testing/test-app';

const ctx = setupTestApp();
const log = { info: () => undefined, warn: () => undefined };
const seed = (overrides: Record<string, string> = {}) =>
  seedDatabase(ctx.app.db, {
    config: testConfig({ ADMIN_EMAIL: 'owner@elevate.example', ADMIN_PASSWORD: 'owner-password-1', ...overrides }),
    log,
    mailer: ctx.app.mail.mailer,
  });
const rows = async (table: PgTable) => (await ctx.app.db.select().from(table)).length;

describe('what a new database starts with', () => {
  it('a new database gets the admin, the knowledge and every part of the demo', async () => {
    await seed();
    expect(await rows(users)).toBeGreaterThanOrEqual(2); // the admin and the demo partner's manager
    expect(await rows(chatbotTrainingData)).toBeGreaterThan(40);
    expect(await rows(clientReviews)).toBeGreaterThan(0);
    expect(await rows(contactInquiries)).toBeGreaterThan(0);
    expect(await rows(customerFeedback)).toBeGreaterThan(0);
    expect(await rows(crmProspects)).toBeGreaterThan(0);
    expect(await rows(locations)).toBe(1);
    expect(await rows(savedReplies)).toBe(4);
  });

  it('names the admin a visitor may meet in a chat: the demo admin, ADMIN_NAME, else the e-mail address', async () => {
    const adminName = async () => {
      const [admin] = await ctx.app.db.select().from(users).where(eq(users.role, 'admin'));
      return `${admin?.firstName} ${admin?.lastName}`;
    };
    await seed();
    expect(await adminName()).toBe('Jordan Reyes');
    await ctx.app.db.delete(users);
    await seed({ ADMIN_NAME: 'Dana  Okafor Lee' });
    expect(await adminName()).toBe('Dana Okafor Lee');
    await ctx.app.db.delete(users);
    await seed({ DEMO_CONTENT: 'off', ADMIN_EMAIL: 'maria.lopez@elevate.example' });
    expect(await adminName()).toBe('Maria Lopez');
  });

  it('demo reviews were written before they were moderated, and moderated before they were published', async () => {
    await seed();
    const published = (await ctx.app.db.select().from(clientReviews)).filter((review) => review.publishedAt);
    expect(published.length).toBeGreaterThan(0);
    for (const review of published) {
      expect(review.createdAt.getTime()).toBeLessThan(review.moderatedAt?.getTime() ?? 0);
      expect(review.moderatedAt?.getTime() ?? 0).toBeLessThan(review.publishedAt?.getTime() ?? 0);
    }
  });

  it('with DEMO_CONTENT off there is no sample record, only the admin and the knowledge', async () => {
    await seed({ DEMO_CONTENT: 'off' });
    expect(await rows(users)).toBe(1);
    expect(await rows(chatbotTrainingData)).toBeGreaterThan(40);
    for (const table of [clientReviews, contactInquiries, customerFeedback, crmProspects, locations, savedReplies]) {
      expect(await rows(table)).toBe(0);
    }
  });

  it('answers the passwords it generated, and only those: never the one ADMIN_PASSWORD gave', async () => {
    const titles = (signIns: Array<{ title: string }>) => signIns.map((signIn) => signIn.title);
    expect(titles(await seed())).toEqual(['Property manager portal (the demo location)']);
    await ctx.database.truncate();
    expect(titles(await seed({ DEMO_CONTENT: 'off' }))).toEqual([]);
    await ctx.database.truncate();
    const generated = await seed({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(titles(generated)).toEqual(['Back office (admin)', 'Property manager portal (the demo location)']);
    expect(JSON.stringify(generated)).not.toContain('owner-password-1');
    // Running it again on the same database generates nothing.
    expect(await seed({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })).toEqual([]);
  });

  it('a database already in use gets no sample customers or partner, even with its tables empty', async () => {
    await createUser(ctx.app.db);
    await seed();
    for (const table of [contactInquiries, customerFeedback, crmProspects, locations, savedReplies]) {
      expect(await rows(table)).toBe(0);
    }
  });
});
