import { describe, expect, it } from 'vitest';
import { feedbackBody, inquiryBody } from '../../testing/factories';
import { json, setupUnreachableDatabaseApp } from '../../testing/test-app';

// An app whose PostgreSQL does not answer (nothing listens on its port): the state during a restart.
describe('while the database is unreachable', () => {
  const outage = setupUnreachableDatabaseApp();

  it.each([
    ['a contact inquiry', '/api/contact', inquiryBody()],
    ['customer feedback', '/api/feedback', feedbackBody()],
  ])('%s answers 503 with Retry-After, not 500, and at once', async (_, url, payload) => {
    const started = performance.now();
    const response = await outage.app.inject({ method: 'POST', url, payload });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(json(response)).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('a signed-in page answers 503 too (the session cannot be read)', async () => {
    const response = await outage.app.inject({
      url: '/api/admin/session',
      headers: { cookie: 'elevate_staff=some-token' },
    });
    expect(response.statusCode).toBe(503);
  });

  it('GET /readyz answers 503 with Retry-After while GET /healthz still answers 200', async () => {
    const ready = await outage.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(json(ready)).toMatchObject({ status: 'unavailable', database: 'postgres' });
    expect((await outage.app.inject('/healthz')).statusCode).toBe(200);
  });
});
