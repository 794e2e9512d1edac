import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareJsonAnswer } from '../../lib/cached-answer';
import { type ServerProcess, startServerProcess } from '../../testing/server-process';
import { ReadyAnswers } from '../ready-answers';
import { securityHeaderOptions, securityHeadersOf } from '../security-headers';

const PATH = '/api/ready';
const answerSchema = z.array(z.object({ name: z.string() }));

/** A server made by the ready answers' factory, whose app answers everything else with "from the app". */
async function startReadyServer(current: () => Awaited<ReturnType<typeof prepareJsonAnswer>> | undefined) {
  const lines: Record<string, unknown>[] = [];
  const ready = new ReadyAnswers();
  ready.add(PATH, { cacheControl: 'public, max-age=60', current });
  ready.logTo(pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }));
  const server = ready.serverFactory(
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('from the app');
    },
    { keepAliveTimeout: 72_000 },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base, lines };
}

describe('ready answers, sent before the app sees the request', () => {
  let answer: Awaited<ReturnType<typeof prepareJsonAnswer>> | undefined;
  let ready: Awaited<ReturnType<typeof startReadyServer>>;
  beforeAll(async () => {
    answer = await prepareJsonAnswer(answerSchema, [{ name: 'Ada' }, { name: 'Grace' }]);
    ready = await startReadyServer(() => answer);
  });
  afterAll(() => new Promise<void>((resolve) => ready.server.close(() => resolve())));

  it('sends the answer with its cache headers, ETag and every security header, compressed as the client asks', async () => {
    const plain = await fetch(`${ready.base}${PATH}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=60');
    expect(plain.headers.get('etag')).toBe(answer?.etag);
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    for (const [name, value] of Object.entries(securityHeadersOf(securityHeaderOptions))) {
      expect(plain.headers.get(name), name).toBe(value);
    }

    // Raw bytes: fetch would decompress them itself.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const { status, headers, body } = await rawGet(`${ready.base}${PATH}`, { 'accept-encoding': encoding });
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(encoding);
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(JSON.parse(decode(body).toString('utf8'))).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    }
  });

  it('answers 304 with no body to a client that holds this version', async () => {
    const response = await fetch(`${ready.base}${PATH}`, { headers: { 'if-none-match': `W/${answer?.etag}` } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(answer?.etag);
  });

  it('leaves to the app other methods, a query string, other paths, and an answer not made yet', async () => {
    expect(await (await fetch(`${ready.base}${PATH}?page=2`)).text()).toBe('from the app');
    expect(await (await fetch(`${ready.base}${PATH}`, { method: 'POST' })).text()).toBe('from the app');
    expect((await fetch(`${ready.base}${PATH}`, { method: 'HEAD' })).headers.get('content-type')).toBe('text/plain');
    expect(await (await fetch(`${ready.base}/api/other`)).text()).toBe('from the app');
    const kept = answer;
    answer = undefined;
    try {
      expect(await (await fetch(`${ready.base}${PATH}`)).text()).toBe('from the app');
    } finally {
      answer = kept;
    }
  });

  it('writes one log line per answer, as the app does: method, route, status, time and request id', async () => {
    ready.lines.length = 0;
    await fetch(`${ready.base}${PATH}`, { headers: { 'x-request-id': 'ready-1' } });
    await fetch(`${ready.base}${PATH}`, { headers: { 'if-none-match': answer?.etag ?? '' } });
    expect(ready.lines).toHaveLength(2);
    expect(ready.lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'ready-1',
      method: 'GET',
      route: PATH,
      statusCode: 200,
    });
    expect(typeof ready.lines[0]?.responseTime).toBe('number');
    expect(ready.lines[1]).toMatchObject({ statusCode: 304, route: PATH });
    expect(ready.lines[1]?.reqId).toMatch(/^req-/);
  });
});

/** A GET whose body is read as the bytes sent (no decompression). */
async function rawGet(url: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/** The headers that depend on the moment or the connection, not on the answer. */
const perConnection = new Set(['date', 'connection', 'keep-alive']);
const answerHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.has(name)));

// The real server as production runs it (its featured reviews kept 30 s): the ready answer is the route's answer,
// byte for byte. The embedded database is enough, once.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the featured reviews on the real server', () => {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    server = await startServerProcess(
      { DATABASE_URL: '', DEMO_CONTENT: 'on', LOG_LEVEL: 'info' },
      { startWithin: 150_000 },
    );
  }, 160_000);
  afterAll(async () => server?.stop());

  it('are sent before routing once made, exactly as the route sends them', async () => {
    const base = `${server?.url}/api/reviews/featured`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      // With a query string the request goes through the route (which makes the answer, if it is not made yet).
      const viaRoute = await rawGet(`${base}?through=route`, { 'accept-encoding': encoding });
      const ready = await rawGet(base, { 'accept-encoding': encoding });
      expect(viaRoute.status).toBe(200);
      expect(JSON.parse(decoded(viaRoute.body, encoding)).length).toBeGreaterThan(0);
      expect(ready.status).toBe(200);
      expect(ready.body.equals(viaRoute.body)).toBe(true);
      expect(answerHeaders(ready.headers)).toEqual(answerHeaders(viaRoute.headers));

      const etag = String(ready.headers.etag);
      const notModifiedViaRoute = await rawGet(`${base}?through=route`, { 'if-none-match': etag });
      const notModified = await rawGet(base, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(answerHeaders(notModified.headers)).toEqual(answerHeaders(notModifiedViaRoute.headers));
    }

    // The ready answers were sent by the server itself (its request ids), the others by the route.
    await server?.stop();
    const logged = (server?.exit()?.output ?? '')
      .split('\n')
      .filter((line) => line.includes('"route":"/api/reviews/featured'))
      .map((line) => JSON.parse(line) as { reqId: string; statusCode: number });
    expect(logged.filter((line) => line.reqId.startsWith('req-r-')).map((line) => line.statusCode)).toEqual([
      200, 304, 200, 304, 200, 304,
    ]);
  });
});

const decoded = (body: Buffer, encoding: string) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
