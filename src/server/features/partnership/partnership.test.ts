import { beforeEach, describe, expect, it } from 'vitest';
import type {
  BrandAssetItem,
  DecisionItem,
  LocationOverview,
  MilestoneItem,
  PartnershipFeedbackItem,
  ProductRequestItem,
  TimelineItem,
} from '../../../contracts/partnership';
import type { LocationItem } from '../../../contracts/property-managers';
import { brandingAssets, partnershipFeedback, productRequests } from '../../db/schema/index';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
let cookie: string;
let locationId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeEach(async () => {
  cookie = (await loginAs(ctx.app, 'manager')).cookie;
  const created = await call('POST', '/api/admin/locations', {
    locationName: 'Bayside Towers',
    locationCode: 'LUX100',
    address: '1 Main Street',
    propertyManager: 'Ann Lee',
    contactEmail: 'ann@example.com',
    contactPhone: '(555) 010-1111',
    password: 'Temporary-1',
    installationStatus: 'planning',
    partnershipStage: 'implementation',
  });
  locationId = json<LocationItem>(created).id;
});

describe('timeline management', () => {
  it('adds and edits milestones (type, title and status required; completing records the day)', async () => {
    const missing = await call('POST', '/api/partnership-milestones', { locationId, title: '' });
    expect(Object.keys(json<{ fieldErrors: object }>(missing).fieldErrors).sort()).toEqual([
      'milestoneType',
      'status',
      'title',
    ]);
    expect(
      (
        await call('POST', '/api/partnership-milestones', {
          locationId: 99999,
          milestoneType: 'planning',
          title: 'x',
          status: 'pending',
        })
      ).statusCode,
    ).toBe(404);
    const late = json<MilestoneItem>(
      await call('POST', '/api/partnership-milestones', {
        locationId,
        milestoneType: 'launch',
        title: 'Launch day',
        targetDate: '2027-02-01',
        status: 'pending',
      }),
    );
    const early = json<MilestoneItem>(
      await call('POST', '/api/partnership-milestones', {
        locationId,
        milestoneType: 'approval',
        title: 'Board approval',
        targetDate: '2026-12-01',
        status: 'pending',
      }),
    );
    const done = json<MilestoneItem>(
      await call('PUT', `/api/partnership-milestones/${early.id}`, {
        milestoneType: 'approval',
        title: 'Board approval',
        targetDate: '2026-12-01',
        status: 'completed',
      }),
    );
    expect(done.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = json<MilestoneItem[]>(await call('GET', `/api/partnership-milestones?locationId=${locationId}`));
    expect(list.map((m) => m.id)).toEqual([early.id, late.id]);
    expect(
      (
        await call('PUT', '/api/partnership-milestones/99999', {
          milestoneType: 'approval',
          title: 'x',
          status: 'pending',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the installation timeline and decisions, and sums it all up in the overview', async () => {
    const item = json<TimelineItem>(
      await call('POST', '/api/installation-timeline', {
        locationId,
        title: 'Site survey',
        estimatedDate: '2026-12-03',
      }),
    );
    expect(item.status).toBe('pending');
    const completed = json<TimelineItem>(
      await call('PUT', `/api/installation-timeline/${item.id}`, {
        title: 'Site survey',
        status: 'completed',
        actualDate: '2026-12-02',
      }),
    );
    expect(completed.completedAt).not.toBeNull();
    await call('POST', '/api/installation-timeline', {
      locationId,
      title: 'Electrical work',
      estimatedDate: '2026-12-10',
    });
    const decision = json<DecisionItem>(
      await call('POST', '/api/partnership-decisions', {
        locationId,
        decisionStage: 'planning',
        decisionMade: true,
        decisionNotes: 'Lobby, north wall',
        nextSteps: 'Order cabinetry',
      }),
    );
    expect(decision).toMatchObject({ decisionStage: 'planning', decisionMade: true });
    await ctx.app.db.insert(partnershipFeedback).values({ locationId, subject: 'Hours', message: 'Open later?' });
    await ctx.app.db.insert(brandingAssets).values({ locationId, assetType: 'logo', assetName: 'Logo' });
    await ctx.app.db.insert(productRequests).values({ locationId, requestedBy: 'Ann Lee', productName: 'Kombucha' });

    const overview = json<LocationOverview>(await call('GET', `/api/admin/locations/${locationId}/overview`));
    expect(overview).toMatchObject({
      stage: 'implementation',
      progress: 75,
      openFeedback: 1,
      pendingAssets: 1,
      openRequests: 1,
      decisions: 1,
    });
    expect(overview.nextTimelineItem?.title).toBe('Electrical work');
  });

  it('responds to feedback, reviews brand assets, answers product requests and records restocks', async () => {
    const [feedback] = await ctx.app.db
      .insert(partnershipFeedback)
      .values({ locationId, subject: 'Hours', message: 'Open later?' })
      .returning();
    const answered = json<PartnershipFeedbackItem>(
      await call('PUT', `/api/partnership-feedback/${feedback!.id}`, {
        status: 'resolved',
        response: 'Now open until midnight.',
      }),
    );
    expect(answered).toMatchObject({ status: 'resolved', response: 'Now open until midnight.' });
    expect(answered.respondedBy).toBeTruthy();
    const all = json<PartnershipFeedbackItem[]>(await call('GET', '/api/partnership-feedback'));
    expect(all[0]?.locationName).toBe('Bayside Towers');

    const [asset] = await ctx.app.db
      .insert(brandingAssets)
      .values({ locationId, assetType: 'logo', assetName: 'Logo' })
      .returning();
    const unexplained = await call('PUT', `/api/branding-assets/${asset!.id}/review`, {
      status: 'rejected',
      note: ' ',
    });
    expect(unexplained.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(unexplained).fieldErrors.note).toEqual([
      'Say why the asset is rejected',
    ]);
    const rejected = json<BrandAssetItem>(
      await call('PUT', `/api/branding-assets/${asset!.id}/review`, {
        status: 'rejected',
        note: 'Needs a transparent background',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: 'Needs a transparent background' });
    expect((await call('PUT', `/api/branding-assets/${asset!.id}/review`, { status: 'pending' })).statusCode).toBe(400);
    const approvedAsset = json<BrandAssetItem>(
      await call('PUT', `/api/branding-assets/${asset!.id}/review`, { status: 'approved' }),
    );
    expect(approvedAsset).toMatchObject({ status: 'approved', reviewNote: null });
    expect(approvedAsset.approvedBy).toBeTruthy();
    expect(approvedAsset.approvedDate).not.toBeNull();

    const [request] = await ctx.app.db
      .insert(productRequests)
      .values({ locationId, requestedBy: 'Ann Lee', productName: 'Kombucha' })
      .returning();
    const approved = json<ProductRequestItem>(
      await call('PUT', `/api/admin/product-requests/${request!.id}`, {
        status: 'approved',
        response: 'On the next restock.',
      }),
    );
    expect(approved.status).toBe('approved');

    expect((await call('POST', '/api/admin/restocks', { locationId, products: 'Snacks' })).statusCode).toBe(400);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await call('POST', '/api/admin/restocks', { locationId, restockDate: future, products: 'Kombucha, snacks' });
    const location = json<LocationItem>(await call('GET', `/api/admin/locations/${locationId}`));
    expect(location.nextRestockDate).toBe(future);
  });
});
