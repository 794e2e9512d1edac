import { describe, expect, it } from 'vitest';
import type { ManagerInquiryItem } from '../../../../contracts/partnership';
import type { PortalOverview, PortalReviewItem } from '../../../../contracts/portal';
import type { LocationItem } from '../../../../contracts/property-managers';
import { locationAccountBody, portalReviewBody } from '../../../testing/factories';
import { type Method, sessionCall } from '../../../testing/staff';
import { json, setupStaffTestApp } from '../../../testing/test-app';

const { ctx, call: asStaff } = setupStaffTestApp('admin');
/** A request with a manager's portal session (its Cookie header). */
const asPortal = (cookie: string, method: Method, url: string, payload?: object) =>
  sessionCall(ctx, () => cookie)(method, url, payload);
/** What a manager sends from the portal to `/api/property-manager/<path>`. */
const portalPost = (cookie: string, path: string, payload: object) =>
  asPortal(cookie, 'POST', `/api/property-manager/${path}`, payload);

/** A location the back office creates; its manager's temporary password is Temporary-cedar-41 (locationAccountBody). */
async function location(code: string, name: string) {
  const response = await asStaff(
    'POST',
    '/api/admin/locations',
    locationAccountBody({
      locationName: name,
      locationCode: code,
      propertyManager: `Manager ${code}`,
      contactEmail: `${code.toLowerCase()}@example.com`,
    }),
  );
  return json<LocationItem>(response);
}

/** A milestone the back office adds to the location `locationId`. */
const addMilestone = (locationId: number, fields: object) =>
  asStaff('POST', '/api/partnership-milestones', { locationId, ...fields });

/** Signs in and replaces the temporary password; answers the portal cookie. */
async function signIn(code: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/property-manager/authenticate',
    payload: { locationCode: ` ${code.toLowerCase()} `, password: ' Temporary-cedar-41 ' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = `elevate_portal=${login.cookies.find((c) => c.name === 'elevate_portal')!.value}`;
  const blocked = await asPortal(cookie, 'GET', '/api/property-manager/overview');
  expect(blocked.statusCode).toBe(403);
  const changed = await asPortal(cookie, 'POST', '/api/property-manager/password', {
    currentPassword: 'Temporary-cedar-41',
    newPassword: 'My-own-password-9',
    confirmPassword: 'My-own-password-9',
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return cookie;
}

const review = portalReviewBody();

describe('portal sign-in', () => {
  it('needs both fields, answers the same for an unknown code and a wrong password, and logs out', async () => {
    await location('LUX100', 'Bayside Towers');
    const post = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/property-manager/authenticate', payload });
    const empty = await post({ locationCode: '  ', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(json<{ error: string }>(empty).error).toBe('Please enter both location code and password');
    const unknown = await post({ locationCode: 'NOPE', password: 'Temporary-cedar-41' });
    const wrong = await post({ locationCode: 'LUX100', password: 'wrong-password' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    const cookie = await signIn('LUX100');
    const session = json<{ location: { locationName: string; passwordChangeRequired: boolean } }>(
      await asPortal(cookie, 'GET', '/api/property-manager/session'),
    );
    expect(session.location).toMatchObject({ locationName: 'Bayside Towers', passwordChangeRequired: false });
    await asPortal(cookie, 'POST', '/api/property-manager/logout');
    const after = await asPortal(cookie, 'GET', '/api/property-manager/session');
    expect([after.statusCode, after.json()]).toEqual([200, { location: null }]);
    // A staff session is not a portal session.
    expect((await asStaff('GET', '/api/property-manager/overview')).statusCode).toBe(401);
  });
});

describe('portal data', () => {
  it('shows a milestone added in the back office, takes a review, feedback, a meeting request and a product request', async () => {
    const bayside = await location('LUX100', 'Bayside Towers');
    await addMilestone(bayside.id, {
      milestoneType: 'installation',
      title: 'Install the market',
      targetDate: '2026-12-15',
      status: 'in_progress',
    });
    const cookie = await signIn('LUX100');
    const overview = json<PortalOverview>(await asPortal(cookie, 'GET', '/api/property-manager/overview'));
    expect(overview.milestones.map((m) => m.title)).toEqual(['Install the market']);
    expect(overview.location.progress).toBe(50);

    const bad = await portalPost(cookie, 'reviews', {
      ...review,
      reviewContent: 'Too short',
      reviewTitle: '',
      reviewerEmail: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string[]> }>(bad).fieldErrors).toMatchObject({
      reviewContent: ['Review content must be at least 10 characters'],
      reviewTitle: ['Review title is required'],
      reviewerEmail: ['Valid email is required'],
    });
    const created = await portalPost(cookie, 'reviews', { ...review, locationCode: 'SOMEONE-ELSE' });
    expect(json<PortalReviewItem>(created)).toMatchObject({ status: 'pending', reviewType: 'general' });

    await portalPost(cookie, 'feedback', { subject: 'Great start', message: 'Survey went well.' });
    await portalPost(cookie, 'inquiries', {
      inquiryType: 'meeting',
      subject: 'Meeting',
      message: 'Can we meet Tuesday?',
    });
    await portalPost(cookie, 'product-requests', { productName: 'Oat milk' });
    const counts = json<PortalOverview>(await asPortal(cookie, 'GET', '/api/property-manager/overview'));
    expect(counts.openRequests).toBe(2);

    const [inquiry] = json<{ id: number }[]>(
      await asStaff('GET', `/api/admin/manager-inquiries?locationId=${bayside.id}`),
    );
    await asStaff('PUT', `/api/admin/manager-inquiries/${inquiry!.id}`, {
      status: 'resolved',
      resolution: 'Tuesday 10 am works.',
    });
    const answered = json<ManagerInquiryItem[]>(await asPortal(cookie, 'GET', '/api/property-manager/inquiries'));
    expect(answered[0]).toMatchObject({
      status: 'resolved',
      resolution: 'Tuesday 10 am works.',
      respondedBy: 'Sam Rivera',
    });
    expect(answered[0]!.respondedAt).not.toBeNull();
  });

  it('checks a logo by its content and size, and takes a colour scheme', async () => {
    await location('LUX100', 'Bayside Towers');
    const cookie = await signIn('LUX100');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
    const post = (payload: object) => portalPost(cookie, 'branding-assets', payload);
    expect(
      (await post({ assetType: 'logo', assetName: 'Logo', assetData: `data:image/png;base64,${png}` })).statusCode,
    ).toBe(201);
    const fake = await post({
      assetType: 'logo',
      assetName: 'Logo',
      assetData: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
    });
    expect(fake.statusCode).toBe(400);
    const svg = await post({
      assetType: 'logo',
      assetName: 'Logo',
      assetData: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    });
    expect(json<{ message: string }>(svg).message).toBe('The logo must be a PNG, JPEG or WebP image');
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600 * 1024)]).toString('base64');
    expect(
      (await post({ assetType: 'logo', assetName: 'Logo', assetData: `data:image/png;base64,${big}` })).statusCode,
    ).toBe(400);
    expect(
      (await post({ assetType: 'color_scheme', assetName: 'Lobby', colours: ['#112233', '#abcdef'] })).statusCode,
    ).toBe(201);
    expect((await post({ assetType: 'color_scheme', assetName: 'Lobby', colours: ['red'] })).statusCode).toBe(400);
  });

  it('gives a manager nothing of another location, whatever ids or codes are sent', async () => {
    const bayside = await location('LUX100', 'Bayside Towers');
    const mercy = await location('MED200', 'Mercy General');
    await addMilestone(mercy.id, { milestoneType: 'planning', title: 'Mercy secret', status: 'pending' });
    const mercyCookie = await signIn('MED200');
    await portalPost(mercyCookie, 'reviews', review);
    await portalPost(mercyCookie, 'feedback', { subject: 'Mercy feedback', message: 'Private to Mercy.' });
    await portalPost(mercyCookie, 'inquiries', { subject: 'Mercy meeting', message: 'Private to Mercy.' });
    await portalPost(mercyCookie, 'product-requests', { productName: 'Mercy product' });
    await portalPost(mercyCookie, 'branding-assets', {
      assetType: 'color_scheme',
      assetName: 'Mercy colours',
      colours: ['#000000'],
    });

    const cookie = await signIn('LUX100');
    const reads = [
      'overview',
      'milestones',
      'reviews',
      'branding-assets',
      'feedback',
      'inquiries',
      'product-requests',
      'restocks',
    ];
    for (const path of reads) {
      for (const query of ['', `?locationId=${mercy.id}`, '?locationCode=MED200', `?id=${mercy.id}`]) {
        const response = await asPortal(cookie, 'GET', `/api/property-manager/${path}${query}`);
        expect(response.statusCode, path).toBe(200);
        expect(response.body, `${path}${query}`).not.toMatch(/Mercy|MED200/);
      }
    }
    // Writes with the other location's id or code land on the manager's own location.
    const writes: [string, object][] = [
      ['reviews', { ...review, locationCode: 'MED200', locationId: mercy.id }],
      ['feedback', { subject: 'Mine', message: 'Mine only.', locationId: mercy.id }],
      ['inquiries', { subject: 'Mine', message: 'Mine only.', locationId: mercy.id }],
      ['product-requests', { productName: 'Mine', locationId: mercy.id }],
      ['branding-assets', { assetType: 'color_scheme', assetName: 'Mine', colours: ['#ffffff'], locationId: mercy.id }],
    ];
    for (const [path, payload] of writes) {
      const response = await portalPost(cookie, path, payload);
      expect(response.statusCode, path).toBe(201);
      const body = response.json() as { locationId?: number };
      if (body.locationId !== undefined) expect(body.locationId, path).toBe(bayside.id);
    }
    const mercyReviews = json<PortalReviewItem[]>(await asPortal(mercyCookie, 'GET', '/api/property-manager/reviews'));
    expect(mercyReviews).toHaveLength(1);
    // Back-office calls stay closed to a portal session.
    for (const url of [
      '/api/admin/locations',
      `/api/partnership-milestones?locationId=${mercy.id}`,
      `/api/admin/manager-inquiries`,
    ]) {
      expect((await asPortal(cookie, 'GET', url)).statusCode, url).toBe(401);
    }
    expect(
      (
        await asPortal(cookie, 'PUT', `/api/partnership-milestones/1`, {
          milestoneType: 'planning',
          title: 'x',
          status: 'completed',
        })
      ).statusCode,
    ).toBe(401);
  });
});
