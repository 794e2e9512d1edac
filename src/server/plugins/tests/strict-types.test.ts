import { describe, expect, it } from 'vitest';
import { clientReviews, partnershipFeedback, partnershipMilestones } from '../../db/schema/index';
import { signedInManager } from '../../testing/portal';
import { loginAs, sessionCall } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const rows = async (table: typeof clientReviews | typeof partnershipMilestones | typeof partnershipFeedback) =>
  (await ctx.app.db.select().from(table)).length;
const fieldErrors = (body: string) => (JSON.parse(body) as { fieldErrors?: Record<string, string[]> }).fieldErrors;

describe('ids, ratings and booleans are taken as they are typed, never coerced', () => {
  it('refuses a location id sent as true, as text or in an array, storing nothing', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    const call = sessionCall(ctx, () => cookie);
    const { location } = await signedInManager(ctx.app);
    const milestone = { milestoneType: 'planning', title: 'Site survey', status: 'pending' };
    for (const locationId of [true, String(location.id), [location.id], 1.5, 2_147_483_648]) {
      const response = await call('POST', '/api/partnership-milestones', { ...milestone, locationId });
      expect(response.statusCode, JSON.stringify(locationId)).toBe(400);
      expect(fieldErrors(response.body)).toHaveProperty('locationId');
    }
    expect(await rows(partnershipMilestones)).toBe(0);
    const stored = await call('POST', '/api/partnership-milestones', { ...milestone, locationId: location.id });
    expect(stored.statusCode, stored.body).toBe(201);
  });

  it('reads ids in the URL as digits only, and refuses one beyond an integer column with 400', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    const call = sessionCall(ctx, () => cookie);
    for (const query of ['1e0', '0x1', '%201', '-1', 'true', '2147483648', '99999999999']) {
      const response = await call('GET', `/api/partnership-milestones?locationId=${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(fieldErrors(response.body)).toHaveProperty('locationId');
    }
    for (const id of ['1e0', '2147483648', '0']) {
      const response = await call('PATCH', `/api/contact/${id}`, { contacted: true });
      expect(response.statusCode, id).toBe(400);
      expect(fieldErrors(response.body)).toHaveProperty('id');
    }
  });

  it('refuses a rating in an array or as text, and a flag as text, storing nothing', async () => {
    const { cookie } = await signedInManager(ctx.app);
    const call = sessionCall(ctx, () => cookie);
    const review = {
      reviewerName: 'Ann Lee',
      reviewerEmail: 'ann@example.com',
      facilityType: 'luxury_condos',
      reviewTitle: 'Residents love it',
      reviewContent: 'The lobby market is busy every evening.',
    };
    for (const rating of [[4], '4', true, 4.5]) {
      const response = await call('POST', '/api/property-manager/reviews', { ...review, rating });
      expect(response.statusCode, JSON.stringify(rating)).toBe(400);
      expect(fieldErrors(response.body)).toHaveProperty('rating');
      const feedback = await call('POST', '/api/property-manager/feedback', {
        subject: 'Hours',
        message: 'Open later?',
        rating,
      });
      expect(feedback.statusCode, JSON.stringify(rating)).toBe(400);
    }
    expect(await rows(clientReviews)).toBe(0);
    expect(await rows(partnershipFeedback)).toBe(0);
    const accepted = await call('POST', '/api/property-manager/reviews', { ...review, rating: 4 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(json<{ rating: number }>(accepted).rating).toBe(4);

    const staff = await loginAs(ctx.app, 'admin');
    const staffCall = sessionCall(ctx, () => staff.cookie);
    const flags = await staffCall('PATCH', `/api/admin/reviews/${json<{ id: number }>(accepted).id}/flags`, {
      isPublic: 'true',
    });
    expect(flags.statusCode).toBe(400);
    expect(fieldErrors(flags.body)).toHaveProperty('isPublic');
  });
});
