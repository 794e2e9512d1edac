import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PortalOverview } from '../../../contracts/portal';
import { crmProspects, locationCredentials, locations, mailOutbox, partnershipMilestones } from '../../db/schema/index';
import { json, setupTestApp } from '../../testing/test-app';
import { DEMO_LOCATION_CODE, seedDemoPartnership } from './demo';

const ctx = setupTestApp();
const log = { info: () => undefined };

describe('the demo partnership of a new database', () => {
  it('adds a pipeline and a partner mid-installation whose generated password opens the portal, once', async () => {
    const generated = await seedDemoPartnership(ctx.app.db, ctx.app.mail.mailer, log);
    const fields = new Map(generated?.fields);
    expect(fields.get('location code')).toBe(DEMO_LOCATION_CODE);
    const password = fields.get('temporary password');
    expect(password).toBeTruthy();
    expect((await ctx.app.db.select().from(crmProspects)).length).toBeGreaterThan(3);
    const [location] = await ctx.app.db.select().from(locations).where(eq(locations.locationCode, DEMO_LOCATION_CODE));
    expect(location).toMatchObject({ partnershipStage: 'implementation' });
    const [credentials] = await ctx.app.db.select().from(locationCredentials);
    expect(credentials).toMatchObject({ locationId: location?.id, passwordChangeRequired: true });
    expect(await ctx.app.db.select().from(mailOutbox)).toHaveLength(1);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/property-manager/authenticate',
      payload: { locationCode: DEMO_LOCATION_CODE, password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `elevate_portal=${login.cookies.find((c) => c.name === 'elevate_portal')!.value}`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/property-manager/password',
      headers: { cookie },
      payload: { currentPassword: password, newPassword: 'Demo-own-pass-1', confirmPassword: 'Demo-own-pass-1' },
    });
    const overview = json<PortalOverview>(
      await ctx.app.inject({ url: '/api/property-manager/overview', headers: { cookie } }),
    );
    expect(overview.location.progress).toBe(75);
    expect(overview.milestones.map((m) => m.status)).toEqual([
      'completed',
      'completed',
      'in_progress',
      'pending',
      'pending',
    ]);
    expect(overview).toMatchObject({ decisions: 2, openRequests: 2 });
    expect(overview.location.estimatedInstallationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.location.nextRestockDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The manager sees the machine and the dates recorded so far, never the staff notes.
    expect(overview.location.installation).toMatchObject({ machineSerialNumber: 'EM3-24-0117', operationalDate: null });
    expect(overview.location.installation.siteSurveyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.location.installation).not.toHaveProperty('notes');

    // Running it again changes nothing and generates no password.
    const milestones = (await ctx.app.db.select().from(partnershipMilestones)).length;
    expect(await seedDemoPartnership(ctx.app.db, ctx.app.mail.mailer, log)).toBeUndefined();
    expect((await ctx.app.db.select().from(partnershipMilestones)).length).toBe(milestones);
    expect(await ctx.app.db.select().from(locations)).toHaveLength(1);
  });

  it('adds nothing to a database that already has prospects', async () => {
    await ctx.app.db.insert(crmProspects).values({ locationName: 'Existing lead', contactName: 'Ann Lee' });
    expect(await seedDemoPartnership(ctx.app.db, ctx.app.mail.mailer, log)).toBeUndefined();
    expect(await ctx.app.db.select().from(locations)).toHaveLength(0);
  });
});
