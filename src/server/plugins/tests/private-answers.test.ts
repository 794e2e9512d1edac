import { describe, expect, it } from 'vitest';
import { isBackOfficeRoute } from '../../features/auth';
import { PORTAL_PREFIX } from '../../features/locations';
import { signedInManager } from '../../testing/portal';
import { loginAs } from '../../testing/staff';
import { setupTestApp } from '../../testing/test-app';
import { isPrivateAnswer } from '../private-answers';
import type { RegisteredRoute } from '../route-registry';

const ctx = setupTestApp({ truncate: false });

const call = (route: RegisteredRoute, cookie?: string) =>
  ctx.app.inject({
    method: route.method as 'GET',
    // A record that does not exist: the walk reads and changes nothing.
    url: route.url.replace(/:[A-Za-z]+/g, '999999').replace('*', 'index.html'),
    headers: cookie ? { cookie } : {},
    payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
  });

describe('Cache-Control on API answers', () => {
  it('is no-store on every private route, for its own callers and for anyone else, errors included', async () => {
    const admin = await loginAs(ctx.app, 'admin');
    const manager = await signedInManager(ctx.app);
    const missing: string[] = [];
    const privateRoutes = ctx.app.registeredRoutes.filter((route) =>
      isPrivateAnswer(route.url, route.config?.publicAnswer),
    );
    expect(privateRoutes.length).toBeGreaterThan(100);
    for (const route of privateRoutes) {
      if (route.url.endsWith('/logout')) continue; // would end the sessions this walk uses; checked below
      const own = isBackOfficeRoute(route.url, route.roles)
        ? admin.cookie
        : route.url.startsWith(PORTAL_PREFIX)
          ? manager.cookie
          : undefined;
      for (const cookie of new Set([own, undefined])) {
        const response = await call(route, cookie);
        if (response.headers['cache-control'] !== 'no-store') {
          missing.push(`${route.method} ${route.url} (${cookie ? 'own caller' : 'anonymous'}) ${response.statusCode}`);
        }
      }
    }
    for (const url of ['/api/admin/logout', '/api/property-manager/logout']) {
      const response = await ctx.app.inject({ method: 'POST', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('lets the public reviews be cached, and the sign-in, a session and a conversation not', async () => {
    const featured = await ctx.app.inject('/api/reviews/featured');
    expect(featured.headers['cache-control']).toBe('public, max-age=60');
    const market = await ctx.app.inject('/api/reviews?facilityType=hotels');
    expect(market.headers['cache-control']).toBe('public, max-age=60');
    for (const [method, url] of [
      ['POST', '/api/admin/auth'],
      ['POST', '/api/property-manager/authenticate'],
      ['GET', '/api/admin/session'],
      ['GET', '/api/chat/abcdefgh12'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
