import { describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../contracts/fields';
import { locations, users } from '../../db/schema/index';
import { signedInManager } from '../../testing/portal';
import { createUser, login, loginAs, STAFF_PASSWORD } from '../../testing/staff';
import { json, setupTestApp, testConfig } from '../../testing/test-app';

const ctx = setupTestApp();
const WEAK_STAFF = ['aaaaaaaa', 'password', '12345678', '        ', 'aaaaaaaaaaaa', '1qaz2wsx3edc', 'Password123!'];
const STRONG = 'Tangerine-lobby-kiosk-82';

/** The field errors of a 400; fails the test on any other answer. */
function refusedField(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  return json<ErrorResponse>(response as never).fieldErrors ?? {};
}

describe('staff passwords: 12 characters, hard to guess, not a common one', () => {
  it('are refused in the user form, naming the field, and nothing is stored', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    const before = (await ctx.app.db.select().from(users)).length;
    for (const password of WEAK_STAFF) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie },
        payload: { email: 'nia.park@elevate.example', firstName: 'Nia', lastName: 'Park', role: 'admin', password },
      });
      expect(refusedField(response), password).toHaveProperty('password');
    }
    const personal = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: { email: 'nia.park@elevate.example', firstName: 'Nia', lastName: 'Park', password: 'nia.park2026' },
    });
    expect(refusedField(personal).password?.[0]).toMatch(/too easy to guess/);
    expect((await ctx.app.db.select().from(users)).length).toBe(before);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie },
      payload: {
        email: 'nia.park@elevate.example',
        firstName: 'Nia',
        lastName: 'Park',
        role: 'support',
        password: STRONG,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect(login(ctx.app, 'nia.park@elevate.example', STRONG)).resolves.toContain('elevate_staff=');
  });

  it('are refused by an admin reset and by a change of your own, leaving the old password', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    const member = await createUser(ctx.app.db, { role: 'support' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/reset-password`,
      headers: { cookie },
      payload: { newPassword: 'qwertyuiop12' },
    });
    expect(refusedField(reset)).toHaveProperty('newPassword');
    const own = await login(ctx.app, member.email);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: { cookie: own },
      payload: { currentPassword: STAFF_PASSWORD, newPassword: 'aaaaaaaaaaaa' },
    });
    expect(refusedField(change)).toHaveProperty('newPassword');
    await expect(login(ctx.app, member.email)).resolves.toContain('elevate_staff=');
  });

  it('stop start-up when ADMIN_PASSWORD is weak, naming the variable', () => {
    expect(() => testConfig({ ADMIN_EMAIL: 'owner@elevate.example', ADMIN_PASSWORD: 'password1' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 12 characters/,
    );
    expect(() => testConfig({ ADMIN_EMAIL: 'owner@elevate.example', ADMIN_PASSWORD: 'qwerty123456' })).toThrow(
      /ADMIN_PASSWORD: This is a commonly used password/,
    );
    expect(testConfig({ ADMIN_EMAIL: 'owner@elevate.example', ADMIN_PASSWORD: STRONG }).admin.password).toBe(STRONG);
  });
});

const account = (password: string) => ({
  locationName: 'Willow Park Offices',
  locationCode: 'CORP777',
  address: '5 Willow Park',
  propertyManager: 'Lee Grant',
  contactEmail: 'lee.grant@willowpark.example',
  contactPhone: '(555) 010-7070',
  password,
  installationStatus: 'planning',
  partnershipStage: 'planning',
});

describe('portal passwords: 8 characters, hard to guess, not a common one', () => {
  it('are refused when staff set the temporary one and when the manager chooses their own', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    for (const password of ['aaaaaaaa', 'password', '12345678', 'iloveyou', 'corp7777']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/locations',
        headers: { cookie },
        payload: account(password),
      });
      expect(refusedField(response), password).toHaveProperty('password');
    }
    expect(await ctx.app.db.select().from(locations)).toHaveLength(0);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/locations',
      headers: { cookie },
      payload: account('Willow-welcome-53'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/locations/${json<{ id: number }>(created).id}/reset-password`,
      headers: { cookie },
      payload: { password: '11111111' },
    });
    expect(refusedField(reset)).toHaveProperty('password');

    const manager = await signedInManager(ctx.app, { password: 'Willow-welcome-53' });
    const change = (currentPassword: string, newPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/property-manager/password',
        headers: { cookie: manager.cookie },
        payload: { currentPassword, newPassword, confirmPassword: newPassword },
      });
    expect(refusedField(await change('not it', 'Tulip-garden-61'))).toHaveProperty('currentPassword');
    const code = manager.location.locationCode;
    for (const weak of ['iloveyou', 'abcdefgh', `${code}${code.toLowerCase()}`, 'Willow-welcome-53!']) {
      expect(refusedField(await change('Willow-welcome-53', weak)), weak).toHaveProperty('newPassword');
    }
    expect((await change('Willow-welcome-53', 'Tulip-garden-61')).statusCode).toBe(200);
  });
});

describe('portal passwords: one rule for setting them and for signing in', () => {
  const change = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/property-manager/password', headers: { cookie }, payload });

  it('are refused when they start or end with a space, wherever they are set', async () => {
    const { cookie } = await loginAs(ctx.app, 'manager');
    for (const password of [' Willow-welcome-53', 'Willow-welcome-53 ', '\tWillow-welcome-53']) {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/locations',
        headers: { cookie },
        payload: { ...account(password), locationCode: 'EDGE01' },
      });
      expect(refusedField(created).password, JSON.stringify(password)).toContain(
        'Password cannot start or end with a space',
      );
    }
    expect(await ctx.app.db.select().from(locations)).toHaveLength(0);
    const manager = await signedInManager(ctx.app, { password: 'Willow-welcome-53' });
    const own = await change(manager.cookie, {
      currentPassword: 'Willow-welcome-53',
      newPassword: 'Tulip-garden-61 ',
      confirmPassword: 'Tulip-garden-61 ',
    });
    expect(refusedField(own)).toHaveProperty('newPassword');
  });

  it('are not asked again at first sign-in, and asked afterwards', async () => {
    const first = await signedInManager(ctx.app, { password: 'Willow-welcome-53', passwordChangeRequired: true });
    const same = await change(first.cookie, { newPassword: 'Willow-welcome-53', confirmPassword: 'Willow-welcome-53' });
    expect(refusedField(same).newPassword).toEqual(['Choose a password different from the current one']);
    const chosen = await change(first.cookie, { newPassword: 'Tulip-garden-61', confirmPassword: 'Tulip-garden-61' });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const later = await change(first.cookie, {
      newPassword: 'Maple-courtyard-72',
      confirmPassword: 'Maple-courtyard-72',
    });
    expect(refusedField(later).currentPassword).toEqual(['Current password is required']);
    const withCurrent = await change(first.cookie, {
      currentPassword: 'Tulip-garden-61',
      newPassword: 'Maple-courtyard-72',
      confirmPassword: 'Maple-courtyard-72',
    });
    expect(withCurrent.statusCode, withCurrent.body).toBe(200);
  });
});
