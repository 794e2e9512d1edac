import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { inquiryBody } from '../../testing/factories';
import { json, setupTestApp } from '../../testing/test-app';

describe('health and readiness', () => {
  const ctx = setupTestApp({ truncate: false });
  it('GET /healthz says the process is up', async () => {
    const response = await ctx.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('GET /readyz says the database answers, and 503 when it does not', async () => {
    const ok = await ctx.app.inject('/readyz');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ status: 'ok' });
    const ping = ctx.app.database.ping;
    ctx.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await ctx.app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(json(down)).toMatchObject({ status: 'unavailable' });
    } finally {
      ctx.app.database.ping = ping;
    }
  });
});

describe('security headers', () => {
  const ctx = setupTestApp({ truncate: false });
  it('sends a CSP that allows only our own scripts, and the usual hardening headers', async () => {
    const response = await ctx.app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('cross-site state-changing requests (docs/product/limits-and-security.md)', () => {
  const ctx = setupTestApp();
  const post = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: inquiryBody(),
      headers: { host: 'elevate.example', ...headers },
    });

  it('refuses a cookie-carrying POST whose Origin is another site', async () => {
    const response = await post({ cookie: 'sid=abc', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cookie-carrying POST that the browser marks cross-site', async () => {
    const response = await post({ cookie: 'sid=abc', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Cross-site requests are not allowed.',
    });
  });

  it('accepts a same-origin POST with a cookie', async () => {
    const response = await post({
      cookie: 'sid=abc',
      origin: 'http://elevate.example',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(201);
  });

  it('judges a POST without a cookie on its own merits, whatever its origin', async () => {
    const response = await post({ origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(201);
  });

  it('judges a cookie-carrying POST without Origin or Sec-Fetch-Site (a non-browser client) on its credentials', async () => {
    const response = await post({ cookie: 'sid=abc' });
    expect(response.statusCode).toBe(201);
  });
});

/** An empty feedback form (400 unless a limit answers first) from one address. */
const emptyFeedback = (ctx: { app: App }, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: {}, remoteAddress });

describe('rate limits on public forms', () => {
  const ctx = setupTestApp({ env: { RATE_LIMITS: 'on' } });
  it('answers 429 after ten submissions a minute from one address, with a readable message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await emptyFeedback(ctx, '203.0.113.9');
      statuses.push(response.statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await emptyFeedback(ctx, '203.0.113.9');
    // In the shape of every refusal of the app, with the seconds to wait.
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait 1 minute and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = await emptyFeedback(ctx, '203.0.113.10');
    expect(other.statusCode).toBe(400);
  });
});

describe('RATE_LIMITS=off', () => {
  const ctx = setupTestApp({ env: { RATE_LIMITS: 'off' } });
  it('lets a load test through', async () => {
    for (let i = 0; i < 15; i++) {
      const response = await emptyFeedback(ctx, '203.0.113.9');
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('OpenAPI', () => {
  const ctx = setupTestApp({ truncate: false });
  it('documents every public call and serves the docs page', async () => {
    const spec = json<{ paths: Record<string, object> }>(await ctx.app.inject('/api/openapi.json'));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/feedback', '/api/reviews/featured', '/healthz', '/readyz']),
    );
    const docs = await ctx.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ statusCode: 404 });
  });
});
