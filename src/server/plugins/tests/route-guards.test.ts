import { describe, expect, it } from 'vitest';
import { isBackOfficeRoute } from '../../features/auth';
import { PORTAL_PREFIX } from '../../features/locations';
import { signedInManager } from '../../testing/portal';
import { loginAs } from '../../testing/staff';
import { setupTestApp } from '../../testing/test-app';
import type { RegisteredRoute } from '../route-registry';

const ctx = setupTestApp({ truncate: false });

const staffRoutes = () =>
  ctx.app.registeredRoutes.filter((route) => isBackOfficeRoute(route.url, route.roles) && route.roles !== 'signed-out');
const portalRoutes = () =>
  ctx.app.registeredRoutes.filter((route) => route.url.startsWith(PORTAL_PREFIX) && !route.config?.portalPublic);

const concrete = (route: RegisteredRoute) => route.url.replace(/:[A-Za-z]+/g, '1');
/** The same path with letters percent-encoded, as the router decodes them and a raw prefix check would not. */
const spellings = (path: string) => [
  path,
  path.replace('/api/admin', '/api/%61dmin').replace('/api/property-manager', '/api/%70roperty-manager'),
  path.replace('/api/', '/%61pi/'),
  path
    .replace('/api/', '/api/')
    .replace(/\/([a-z])/, (_all, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
  path.replace(/([a-z])\//, (_all, letter: string) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}/`),
];

const call = (route: RegisteredRoute, url: string, cookie?: string, method = route.method) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    payload: method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : {},
  });

describe('guards decide on the route that matched, however its path is spelt', () => {
  it('has routes to guard', () => {
    expect(staffRoutes().length).toBeGreaterThan(50);
    expect(portalRoutes().length).toBeGreaterThan(10);
  });

  it('answers 401 to an anonymous caller on every back-office and portal route, encoded or not, GET or HEAD', async () => {
    const open: string[] = [];
    for (const route of [...staffRoutes(), ...portalRoutes()]) {
      for (const url of spellings(concrete(route))) {
        const methods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
        for (const method of methods) {
          const status = (await call(route, url, undefined, method)).statusCode;
          if (status !== 401) open.push(`${method} ${url} -> ${status}`);
        }
      }
    }
    expect(open).toEqual([]);
  }, 120_000);

  it('keeps a portal session out of the back office and a staff session out of the portal', async () => {
    const manager = await signedInManager(ctx.app);
    const admin = await loginAs(ctx.app, 'admin');
    for (const route of staffRoutes()) {
      const url = spellings(concrete(route))[1]!;
      expect((await call(route, url, manager.cookie)).statusCode, url).toBe(401);
    }
    for (const route of portalRoutes()) {
      const url = spellings(concrete(route))[1]!;
      expect((await call(route, url, admin.cookie)).statusCode, url).toBe(401);
    }
  }, 120_000);

  it('applies roles and the pending password change to encoded paths too', async () => {
    const support = await loginAs(ctx.app, 'support');
    const users = await ctx.app.inject({ url: '/api/%61dmin/users', headers: { cookie: support.cookie } });
    expect(users.statusCode).toBe(403);
    const firstSignIn = await signedInManager(ctx.app, { passwordChangeRequired: true });
    const overview = await ctx.app.inject({
      url: '/api/%70roperty-manager/overview',
      headers: { cookie: firstSignIn.cookie },
    });
    expect(overview.statusCode).toBe(403);
    const session = await ctx.app.inject({
      url: '/api/%70roperty-manager/session',
      headers: { cookie: firstSignIn.cookie },
    });
    expect(session.statusCode).toBe(200);
  });
});
