import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../../contracts/common';
import type {
  BrandAssetItem,
  DecisionItem,
  LocationOverview,
  ManagerInquiryItem,
  MilestoneItem,
  PartnershipFeedbackItem,
  ProductRequestItem,
  TimelineItem,
} from '../../../../contracts/partnership';
import type { LocationItem } from '../../../../contracts/property-managers';
import {
  brandingAssets,
  partnershipFeedback,
  productRequests,
  propertyManagerInquiries,
  users,
} from '../../../db/schema/index';
import { createLocationRow, locationAccountBody } from '../../../testing/factories';
import { json, setupStaffTestApp } from '../../../testing/test-app';

const { ctx, call } = setupStaffTestApp('manager');
let locationId: number;

beforeEach(async () => {
  const created = await call(
    'POST',
    '/api/admin/locations',
    locationAccountBody({
      locationName: 'Bayside Towers',
      locationCode: 'LUX100',
      propertyManager: 'Ann Lee',
      contactEmail: 'ann@example.com',
      partnershipStage: 'implementation',
    }),
  );
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
    // A milestone of this location, pending unless the fields say otherwise; and an edit of the milestone `id`.
    const add = (fields: object) =>
      call('POST', '/api/partnership-milestones', { locationId, status: 'pending', ...fields });
    const edit = (id: number, fields: object) => call('PUT', `/api/partnership-milestones/${id}`, fields);
    expect((await add({ locationId: 99999, milestoneType: 'planning', title: 'x' })).statusCode).toBe(404);
    const late = json<MilestoneItem>(
      await add({ milestoneType: 'launch', title: 'Launch day', targetDate: '2027-02-01' }),
    );
    const early = json<MilestoneItem>(
      await add({ milestoneType: 'approval', title: 'Board approval', targetDate: '2026-12-01' }),
    );
    const done = json<MilestoneItem>(
      await edit(early.id, {
        milestoneType: 'approval',
        title: 'Board approval',
        targetDate: '2026-12-01',
        status: 'completed',
      }),
    );
    expect(done.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const list = json<MilestoneItem[]>(await call('GET', `/api/partnership-milestones?locationId=${locationId}`));
    expect(list.map((m) => m.id)).toEqual([early.id, late.id]);
    expect((await edit(99999, { milestoneType: 'approval', title: 'x', status: 'pending' })).statusCode).toBe(404);
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
    // Saved again as completed, it keeps the time it was first completed; taken back from completed, it loses it.
    const edit = (status: string) =>
      call('PUT', `/api/installation-timeline/${item.id}`, { title: 'Site survey', status }).then(json<TimelineItem>);
    expect((await edit('completed')).completedAt).toBe(completed.completedAt);
    expect((await edit('in_progress')).completedAt).toBeNull();
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
    expect(approved).toMatchObject({ status: 'approved', respondedBy: 'Sam Rivera' });
    expect(approved.respondedAt).not.toBeNull();
    // A status change alone keeps who answered and when; a new answer is stamped anew.
    const fulfilled = json<ProductRequestItem>(
      await call('PUT', `/api/admin/product-requests/${request!.id}`, {
        status: 'fulfilled',
        response: 'On the next restock.',
      }),
    );
    expect(fulfilled).toMatchObject({ status: 'fulfilled', respondedAt: approved.respondedAt });
    const unanswered = await ctx.app.db
      .insert(productRequests)
      .values({ locationId, requestedBy: 'Ann Lee', productName: 'Seltzer' })
      .returning();
    const declined = json<ProductRequestItem>(
      await call('PUT', `/api/admin/product-requests/${unanswered[0]!.id}`, { status: 'declined' }),
    );
    expect(declined).toMatchObject({ status: 'declined', respondedBy: null, respondedAt: null });
    // Taking the answer away takes its author away too.
    const withdrawn = json<ProductRequestItem>(
      await call('PUT', `/api/admin/product-requests/${request!.id}`, { status: 'pending', response: '' }),
    );
    expect(withdrawn).toMatchObject({ response: null, respondedBy: null, respondedAt: null });
    // A staff member with the longest names the user form allows still answers: the name is cut to its column.
    await ctx.app.db.update(users).set({ firstName: 'F'.repeat(100), lastName: 'L'.repeat(100) });
    const long = await call('PUT', `/api/admin/product-requests/${request!.id}`, {
      status: 'approved',
      response: 'Back in stock on Monday.',
    });
    expect(long.statusCode, long.body).toBe(200);
    expect(json<ProductRequestItem>(long).respondedBy).toBe(`${'F'.repeat(100)} ${'L'.repeat(19)}`);

    expect((await call('POST', '/api/admin/restocks', { locationId, products: 'Snacks' })).statusCode).toBe(400);
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await call('POST', '/api/admin/restocks', { locationId, restockDate: future, products: 'Kombucha, snacks' });
    const location = json<LocationItem>(await call('GET', `/api/admin/locations/${locationId}`));
    expect(location.nextRestockDate).toBe(future);
  });
});

describe('the request lists across locations', () => {
  let harbor: number;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  beforeEach(async () => {
    harbor = (await createLocationRow(ctx.app.db)).id;
    // Newest first: the walkthrough, the invoice question, the hours question, the badge-reader question.
    await ctx.app.db.insert(propertyManagerInquiries).values([
      {
        locationId,
        managerName: 'Ann Lee',
        inquiryType: 'meeting',
        priority: 'high',
        subject: 'Lobby walkthrough',
        message: 'Tuesday at 10 am?',
        createdAt: minutesAgo(1),
      },
      {
        locationId: harbor,
        managerName: 'Raj Patel',
        inquiryType: 'billing',
        subject: 'Invoice 100% wrong',
        message: 'The March invoice counts two machines.',
        status: 'in_progress',
        createdAt: minutesAgo(2),
      },
      {
        locationId: harbor,
        managerName: 'Raj Patel',
        managerEmail: 'raj.patel@harborpoint.example',
        inquiryType: 'general',
        subject: 'Opening hours',
        message: 'Can the market open at 6 am for the night shift?',
        status: 'resolved',
        createdAt: minutesAgo(3),
      },
      {
        locationId,
        managerName: 'Ann Lee',
        inquiryType: 'service',
        priority: 'low',
        subject: 'Card reader',
        message: 'The badge reader declines staff cards.',
        status: 'closed',
        createdAt: minutesAgo(4),
      },
    ]);
    await ctx.app.db.insert(productRequests).values([
      { locationId, requestedBy: 'Ann Lee', productName: 'Oat milk', urgency: 'low', createdAt: minutesAgo(1) },
      {
        locationId: harbor,
        requestedBy: 'Raj Patel',
        productName: 'Protein bars',
        justification: 'The night shift asks for a quick breakfast.',
        urgency: 'high',
        status: 'approved',
        createdAt: minutesAgo(2),
      },
      {
        locationId: harbor,
        requestedBy: 'Raj Patel',
        requestedByEmail: 'raj.patel@harborpoint.example',
        productName: 'Cold brew',
        productCategory: 'Beverages',
        urgency: 'high',
        createdAt: minutesAgo(3),
      },
    ]);
  });

  const inquiries = async (query: string) => {
    const response = await call('GET', `/api/admin/manager-inquiries${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<ManagerInquiryItem[]>(response).map((item) => item.subject);
  };
  const products = async (query: string) => {
    const response = await call('GET', `/api/admin/product-requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<ProductRequestItem[]>(response).map((item) => item.productName);
  };

  it('answers the whole list newest first without a page, and one page with the total with one', async () => {
    const all = json<ManagerInquiryItem[]>(await call('GET', '/api/admin/manager-inquiries'));
    expect(all.map((item) => [item.subject, item.locationName])).toEqual([
      ['Lobby walkthrough', 'Bayside Towers'],
      ['Invoice 100% wrong', 'Harbor Point Medical'],
      ['Opening hours', 'Harbor Point Medical'],
      ['Card reader', 'Bayside Towers'],
    ]);
    const second = json<Page<ManagerInquiryItem>>(await call('GET', '/api/admin/manager-inquiries?page=2&pageSize=3'));
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => [item.subject, item.locationName])).toEqual([['Card reader', 'Bayside Towers']]);
    const first = json<Page<ProductRequestItem>>(await call('GET', '/api/admin/product-requests?page=1&pageSize=2'));
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.productName)).toEqual(['Oat milk', 'Protein bars']);
    expect(await inquiries('?sort=oldest')).toEqual([
      'Card reader',
      'Opening hours',
      'Invoice 100% wrong',
      'Lobby walkthrough',
    ]);
    // The portal's own lists are unchanged: the whole array of its location.
    expect(await products(`?locationId=${harbor}`)).toEqual(['Protein bars', 'Cold brew']);
  });

  it('filters by status (open is pending or in progress), kind, type, priority and location', async () => {
    expect(await inquiries('?status=open')).toEqual(['Lobby walkthrough', 'Invoice 100% wrong']);
    expect(await inquiries('?status=resolved')).toEqual(['Opening hours']);
    expect(await inquiries('?kind=meeting')).toEqual(['Lobby walkthrough']);
    expect(await inquiries('?kind=question')).toEqual(['Invoice 100% wrong', 'Opening hours', 'Card reader']);
    expect(await inquiries('?inquiryType=service')).toEqual(['Card reader']);
    expect(await inquiries('?priority=high')).toEqual(['Lobby walkthrough']);
    expect(await inquiries(`?locationId=${harbor}&kind=question&status=open`)).toEqual(['Invoice 100% wrong']);
    expect(await products('?status=open')).toEqual(['Oat milk', 'Cold brew']);
    expect(await products('?status=approved')).toEqual(['Protein bars']);
    expect(await products('?urgency=high&status=open')).toEqual(['Cold brew']);
    expect(await products(`?locationId=${locationId}`)).toEqual(['Oat milk']);
    const counted = json<Page<ProductRequestItem>>(
      await call('GET', '/api/admin/product-requests?status=open&page=1&pageSize=1'),
    );
    expect(counted.total).toBe(2);
    expect(counted.items.map((item) => item.productName)).toEqual(['Oat milk']);
  });

  it('searches the request, the manager and the location name, case-insensitively and literally', async () => {
    expect(await inquiries('?search=WALKTHROUGH')).toEqual(['Lobby walkthrough']);
    expect(await inquiries('?search=night%20shift')).toEqual(['Opening hours']);
    expect(await inquiries('?search=raj')).toEqual(['Invoice 100% wrong', 'Opening hours']);
    expect(await inquiries('?search=bayside')).toEqual(['Lobby walkthrough', 'Card reader']);
    expect(await inquiries('?search=%25')).toEqual(['Invoice 100% wrong']);
    expect(await inquiries('?search=harbor&status=resolved')).toEqual(['Opening hours']);
    expect(await inquiries('?search=nothing%20like%20this')).toEqual([]);
    expect(await products('?search=brew')).toEqual(['Cold brew']);
    expect(await products('?search=breakfast')).toEqual(['Protein bars']);
    expect(await products('?search=ann%20lee')).toEqual(['Oat milk']);
    // The manager's e-mail and a product's category are searched too.
    expect(await inquiries('?search=harborpoint.example')).toEqual(['Opening hours']);
    expect(await products('?search=beverages')).toEqual(['Cold brew']);
    expect(await products('?search=RAJ.PATEL@')).toEqual(['Cold brew']);
    expect(await products('?search=point%20medical')).toEqual(['Protein bars', 'Cold brew']);
    const page = json<Page<ProductRequestItem>>(
      await call('GET', '/api/admin/product-requests?search=harbor&page=1&pageSize=1'),
    );
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
  });

  it('finds requests by location name when very many locations match', async () => {
    await ctx.app.db.execute(sql`
      insert into locations (location_name, location_code, address, property_manager, contact_email, contact_phone)
      select 'Harbor Annex ' || g, 'ANX' || g, 'Annex road', 'Sam Cole', 'sam' || g || '@example.com', '555'
      from generate_series(1, 250) as g`);
    expect(await products('?search=harbor')).toEqual(['Protein bars', 'Cold brew']);
    expect(await inquiries('?search=harbor&kind=question&status=open')).toEqual(['Invoice 100% wrong']);
  });

  it('refuses a filter value it does not know', async () => {
    for (const url of [
      '/api/admin/manager-inquiries?status=approved',
      '/api/admin/manager-inquiries?kind=product',
      '/api/admin/manager-inquiries?inquiryType=gossip',
      '/api/admin/manager-inquiries?priority=whenever',
      '/api/admin/manager-inquiries?page=0',
      '/api/admin/product-requests?status=in_progress',
      '/api/admin/product-requests?pageSize=201',
      '/api/admin/product-requests?locationId=abc',
      `/api/admin/product-requests?search=${'x'.repeat(201)}`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(400);
    }
  });

  it('answers at most 2,000 rows without a page, and counts them all with one', async () => {
    await ctx.app.db.execute(sql`
      insert into product_requests (location_id, requested_by, product_name, created_at)
      select ${harbor}, 'Raj Patel', 'Sparkling water ' || g, now() - (g || ' hours')::interval
      from generate_series(1, 2000) as g`);
    const whole = json<ProductRequestItem[]>(await call('GET', '/api/admin/product-requests'));
    expect(whole).toHaveLength(2000);
    expect(whole[0]?.productName).toBe('Oat milk');
    const last = json<Page<ProductRequestItem>>(await call('GET', '/api/admin/product-requests?page=11&pageSize=200'));
    expect(last.total).toBe(2003);
    expect(last.items).toHaveLength(3);
  });
});
