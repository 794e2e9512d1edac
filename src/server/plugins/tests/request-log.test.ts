import { describe, expect, it } from 'vitest';
import { inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { setupTestApp, setupUnreachableDatabaseApp } from '../../testing/test-app';
import { OWN_READ_HEADER, ownReadToken } from '../request-log';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { stack?: string };
};

const lines: string[] = [];
// At debug level, so that the test sees the lines a quieter level would hide too.
const ctx = setupTestApp({
  truncate: false,
  logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
});

let requests = 0;
/** A request with its own id, and the log lines written for it (the answer is complete when they are). */
async function send(options: { method?: 'GET' | 'POST'; url: string; payload?: object; cookie?: string }) {
  requests += 1;
  const id = `log-test-${requests}`;
  const response = await ctx.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { 'x-request-id': id, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.payload ? { payload: options.payload } : {}),
  });
  await new Promise((resolve) => setImmediate(resolve));
  const written = lines.filter((line) => line.includes(`"${id}"`));
  return { response, id, written, parsed: written.map((line) => JSON.parse(line) as Line) };
}

const email = 'maya.chen@harborlofts.example';

describe('one log line per request', () => {
  it('is written when the answer is sent: method, route pattern, status, time and request id, no query string', async () => {
    const { response, id, written, parsed } = await send({
      url: `/api/reviews?facilityType=hotels&email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({
      level: 30,
      reqId: id,
      method: 'GET',
      route: '/api/reviews',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    expect(written[0]).not.toContain('maya');
    expect(written[0]).not.toContain('facilityType');
  });

  it('names the route that matched, not the values in the path', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    const { response, parsed, written } = await send({ url: '/api/admin/locations/987654?who=maya', cookie });
    expect(response.statusCode).toBe(404);
    // At info level, one line; the refusal's kind is said at debug level.
    expect(parsed.map((line) => [line.level, line.msg])).toEqual([
      [20, 'request refused'],
      [30, 'request'],
    ]);
    expect(parsed[1]).toMatchObject({ method: 'GET', route: '/api/admin/locations/:id', statusCode: 404 });
    expect(written.join('\n')).not.toContain('987654');
    expect(written.join('\n')).not.toContain('maya');
  });

  it('an unknown /api path: 404 with no-store, one line with the path and without its query string', async () => {
    const { response, parsed, written } = await send({ url: `/api/no-such-thing?email=${email}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(response.body).not.toContain('maya');
    expect(parsed).toHaveLength(1);
    expect(parsed[0]).toMatchObject({ method: 'GET', route: '/api/no-such-thing', statusCode: 404 });
    expect(written[0]).not.toContain('maya');
  });

  it('health checks are logged at debug level only', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const { response, parsed } = await send({ url });
      expect(response.statusCode).toBe(200);
      expect(parsed).toHaveLength(1);
      expect(parsed[0]).toMatchObject({ level: 20, route: url, statusCode: 200 });
    }
  });

  it("the app's own reads (the pages') are logged at debug level; the header alone, without the token, is not enough", async () => {
    const ids = ['own-read', 'guessed-read'];
    for (const [index, token] of [ownReadToken, 'guessed'].entries()) {
      await ctx.app.inject({
        url: '/api/reviews/featured',
        headers: { [OWN_READ_HEADER]: token, 'x-request-id': ids[index] },
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
    const levelOf = (id: string | undefined) =>
      lines.map((line) => JSON.parse(line) as Line).find((line) => line.reqId === id && line.msg === 'request')?.level;
    expect(levelOf(ids[0])).toBe(20);
    expect(levelOf(ids[1])).toBe(30);
  });
});

describe('stack traces only for our own faults', () => {
  it('a refused input (400) logs no stack and nothing above info', async () => {
    const { response, parsed } = await send({ method: 'POST', url: '/api/contact', payload: { email } });
    expect(response.statusCode).toBe(400);
    expect(parsed.filter((line) => line.statusCode === 400 && line.route === '/api/contact')).toHaveLength(1);
    expect(parsed.every((line) => line.level <= 30 && line.err === undefined)).toBe(true);
    expect(JSON.stringify(parsed)).not.toContain('stack');
  });

  it('a domain error (404 for a missing record, 400 for a bad query) logs no stack', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    for (const url of ['/api/admin/locations/987655', '/api/reviews?facilityType=spaceships']) {
      const { response, parsed } = await send({ url, cookie });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(parsed.every((line) => line.level <= 30 && line.err === undefined)).toBe(true);
      expect(JSON.stringify(parsed)).not.toContain('stack');
    }
  });

  it('a body Fastify refuses (bad JSON, wrong type, too large) logs no stack', async () => {
    const bodies = [
      { headers: { 'content-type': 'application/json' }, payload: '{"email":' },
      { headers: { 'content-type': 'text/xml' }, payload: '<email/>' },
      { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(300_000) }) },
    ];
    for (const [index, body] of bodies.entries()) {
      const id = `refused-body-${index}`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { ...body.headers, 'x-request-id': id },
        payload: body.payload,
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect([400, 413, 415]).toContain(response.statusCode);
      const written = lines.filter((line) => line.includes(`"${id}"`));
      expect(written.length).toBeGreaterThan(0);
      expect(written.join('\n')).not.toContain('stack');
      expect(written.every((line) => (JSON.parse(line) as Line).level <= 30)).toBe(true);
    }
  });
});

// The database is not our code: while it cannot be reached, each request says so in one line, with no stack.
describe('while the database is unreachable', () => {
  const outageLines: string[] = [];
  const outage = setupUnreachableDatabaseApp({
    level: 'info',
    stream: { write: (line: string) => void outageLines.push(line) },
  });

  it('a request logs one warning without a stack, and its request line', async () => {
    const response = await outage.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-request-id': 'outage-1' },
      payload: inquiryBody({ email }),
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(response.statusCode).toBe(503);
    const parsed = outageLines
      .filter((line) => line.includes('"outage-1"'))
      .map((line) => JSON.parse(line) as Line & { database?: { code?: string } });
    expect(parsed.map((line) => [line.level, line.msg])).toEqual([
      [40, 'database unavailable'],
      [30, 'request'],
    ]);
    expect(parsed[0]?.database?.code).toBe('ECONNREFUSED');
    expect(JSON.stringify(parsed)).not.toContain('stack');
    expect(JSON.stringify(parsed)).not.toContain('maya');
  });
});
