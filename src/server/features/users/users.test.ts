import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, userActivity, users } from '../../db/schema/index';
import { createUser, login, loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

async function asAdmin() {
  const { cookie, user } = await loginAs(ctx.app, 'admin');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, payload });
  return { call, admin: user, cookie };
}

const form = {
  email: 'new.hire@elevate.example',
  firstName: 'Nia',
  lastName: 'Park',
  role: 'support',
  status: 'active',
  department: 'Operations',
};

describe('user management', () => {
  it('creates a user (role user, status active by default), refuses a duplicate e-mail, and logs both the change and who made it', async () => {
    const { call, admin } = await asAdmin();
    const created = await call('POST', '/api/admin/users', {
      email: 'A@Elevate.example',
      firstName: 'Ari',
      lastName: 'Moss',
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({
      email: 'a@elevate.example',
      role: 'user',
      status: 'active',
      passwordResetRequired: true,
      userType: 'staff',
    });
    const again = await call('POST', '/api/admin/users', {
      email: 'a@ELEVATE.example',
      firstName: 'Ari',
      lastName: 'Moss',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({ message: 'A user with this email already exists' });
    const [row] = await ctx.app.db.select().from(userActivity).where(eq(userActivity.action, 'create_user'));
    expect(row).toMatchObject({
      userId: admin.id,
      resource: 'user',
      resourceId: String(json<{ id: number }>(created).id),
    });
  });

  it('refuses bad input with field errors and never offers the property_manager role', async () => {
    const { call } = await asAdmin();
    const bad = await call('POST', '/api/admin/users', {
      email: 'nope',
      firstName: '',
      lastName: 'X',
      role: 'property_manager',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(bad).fieldErrors)).toEqual(
      expect.arrayContaining(['email', 'firstName', 'role']),
    );
  });

  it('lists users with search, status and role filters, property managers with their location', async () => {
    const { call } = await asAdmin();
    await call('POST', '/api/admin/users', form);
    const [location] = await ctx.app.db
      .insert(locations)
      .values({
        locationName: 'Aurelia Residences',
        locationCode: 'LUX101',
        address: '1 Main St',
        propertyManager: 'Dana',
        contactEmail: 'dana@aurelia.example',
        contactPhone: '555-010-1111',
      })
      .returning();
    await ctx.app.db.insert(users).values({
      email: 'dana@aurelia.example',
      firstName: 'Dana',
      lastName: 'Cole',
      role: 'property_manager',
      locationId: location!.id,
    });
    const names = async (query: string) =>
      json<Array<{ firstName: string }>>(await call('GET', `/api/admin/users${query}`)).map((u) => u.firstName);
    expect(await names('?search=nia')).toEqual(['Nia']);
    expect(await names('?search=PARK')).toEqual(['Nia']);
    expect(await names('?role=support')).toEqual(['Nia']);
    const [pm] = json<Array<Record<string, unknown>>>(await call('GET', '/api/admin/users?role=property_manager'));
    expect(pm).toMatchObject({
      userType: 'property_manager',
      locationCode: 'LUX101',
      locationName: 'Aurelia Residences',
      partnershipStage: 'exploring',
    });
    const paged = json<{ total: number; items: unknown[] }>(await call('GET', '/api/admin/users?page=1&pageSize=1'));
    expect(paged.total).toBe(3);
    expect(paged.items).toHaveLength(1);
  });

  it('suspending ends the user sessions at once; activating lets them sign in again', async () => {
    const { call } = await asAdmin();
    const member = await createUser(ctx.app.db, { role: 'support' });
    const memberCookie = await login(ctx.app, member.email);
    const suspended = await call('PATCH', `/api/admin/users/${member.id}/status`, { status: 'suspended' });
    expect(json(suspended)).toMatchObject({ status: 'suspended' });
    expect(json(await ctx.app.inject({ url: '/api/admin/session', headers: { cookie: memberCookie } }))).toEqual({
      user: null,
    });
    await call('PATCH', `/api/admin/users/${member.id}/status`, { status: 'active' });
    await expect(login(ctx.app, member.email)).resolves.toContain('elevate_staff=');
  });

  it('edits, changes the role, resets the password (ending sessions) and requires a reset', async () => {
    const { call } = await asAdmin();
    const member = await createUser(ctx.app.db, { role: 'support' });
    const old = await login(ctx.app, member.email);
    const edited = await call('PUT', `/api/admin/users/${member.id}`, {
      ...form,
      email: member.email,
      firstName: 'Renamed',
      role: 'manager',
    });
    expect(json(edited)).toMatchObject({ firstName: 'Renamed', role: 'manager', department: 'Operations' });
    expect(json(await call('PATCH', `/api/admin/users/${member.id}/role`, { role: 'support' }))).toMatchObject({
      role: 'support',
    });
    expect(
      (await call('POST', `/api/admin/users/${member.id}/reset-password`, { newPassword: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/users/${member.id}/reset-password`, { newPassword: 'a brand new one' }))
        .statusCode,
    ).toBe(200);
    expect(json(await ctx.app.inject({ url: '/api/admin/session', headers: { cookie: old } }))).toEqual({ user: null });
    await expect(login(ctx.app, member.email, 'a brand new one')).resolves.toContain('elevate_staff=');
    await call('POST', `/api/admin/users/${member.id}/require-password-reset`);
    expect(json(await call('GET', '/api/admin/users?search=Renamed'))).toMatchObject([{ passwordResetRequired: true }]);
  });

  it('deletes a user but never yourself nor the last active admin', async () => {
    const { call, admin } = await asAdmin();
    const member = await createUser(ctx.app.db, { role: 'user' });
    expect(json(await call('DELETE', `/api/admin/users/${member.id}`))).toEqual({ success: true });
    expect((await call('DELETE', `/api/admin/users/${member.id}`)).statusCode).toBe(404);
    const self = await call('DELETE', `/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(400);
    expect(json(self)).toMatchObject({ message: 'You cannot delete your own account' });
    const demote = await call('PATCH', `/api/admin/users/${admin.id}/role`, { role: 'manager' });
    expect(json(demote)).toMatchObject({ message: 'This is the last active admin: make another admin first' });
    const suspend = await call('PATCH', `/api/admin/users/${admin.id}/status`, { status: 'suspended' });
    expect(suspend.statusCode).toBe(400);
    // Not even with another admin to take over: suspending yourself is someone else's call, as deleting is.
    await createUser(ctx.app.db, { role: 'admin' });
    const again = await call('PATCH', `/api/admin/users/${admin.id}/status`, { status: 'suspended' });
    expect(json(again)).toMatchObject({ message: 'You cannot suspend your own account' });
    expect(json(await call('GET', `/api/admin/users?search=${admin.email}`))).toMatchObject([{ status: 'active' }]);
  });

  it('answers 404 for a user that does not exist', async () => {
    const { call } = await asAdmin();
    expect((await call('PATCH', '/api/admin/users/99999/status', { status: 'active' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/users/99999/reset-password', { newPassword: 'a long enough one' })).statusCode,
    ).toBe(404);
  });
});

describe('activity log', () => {
  it('lists every change and sign-in newest first, with who did it; and per user', async () => {
    const { call, admin } = await asAdmin();
    await call('POST', '/api/admin/users', form);
    const all = json<Array<{ action: string; userName: string | null; userEmail: string | null }>>(
      await call('GET', '/api/admin/activity'),
    );
    expect(all.map((row) => row.action)).toEqual(['create_user', 'login']);
    expect(all[0]).toMatchObject({ userName: 'Sam Rivera', userEmail: admin.email });
    const mine = json<{ items: Array<{ action: string }>; total: number }>(
      await call('GET', `/api/admin/users/${admin.id}/activity?page=1&pageSize=1`),
    );
    expect(mine.total).toBe(2);
    expect(mine.items.map((row) => row.action)).toEqual(['create_user']);
  });
});
