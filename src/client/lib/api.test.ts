import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint';
import { ApiError, call, nullWhenSignedOut, parseApiError } from './api';
import { createQueryClient } from './query-client';

// A loopback server that answers as each path says and echoes what it received.
type Received = { method?: string; contentType?: string; body: string };
let server: Server;
let base = '';
let last: Received = { body: '' };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    last = { method: request.method, contentType: request.headers['content-type'], body: await readBody(request) };
    const path = request.url ?? '/';
    if (path.startsWith('/status/')) {
      const [, , code, text] = path.split('/');
      response.writeHead(Number(code), 'Custom Reason', { 'content-type': 'text/plain' });
      response.end(text ? decodeURIComponent(text) : '');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ path }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// An endpoint at the loopback server, for the call layer's own checks.
const at = (method: 'GET' | 'POST' | 'DELETE', path: string) =>
  endpoint({ method, path: `${base}${path}`, summary: 'test', tags: ['test'] });

describe('call, on the wire (docs/product/public-site.md)', () => {
  it('sends a JSON body with a JSON content type only when a payload is given', async () => {
    await call(endpoint({ ...at('POST', '/things'), body: z.object({ name: z.string() }) }), {
      body: { name: 'Maya' },
    });
    expect(last).toEqual({ method: 'POST', contentType: 'application/json', body: '{"name":"Maya"}' });
    await call(at('POST', '/things'));
    expect(last).toEqual({ method: 'POST', contentType: undefined, body: '' });
  });

  it('raises "<status>: <body text>" on a non-success answer', async () => {
    await expect(call(at('GET', `/status/400/${encodeURIComponent('{"message":"bad"}')}`))).rejects.toThrow(
      '400: {"message":"bad"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(call(at('DELETE', '/status/503'))).rejects.toThrow('503: Custom Reason');
  });
});

describe('a read of the session', () => {
  it('is null when signed out (401), and fails on any other refusal', async () => {
    await expect(call(at('GET', '/status/401/no')).catch(nullWhenSignedOut)).resolves.toBeNull();
    await expect(call(at('GET', '/status/403/no')).catch(nullWhenSignedOut)).rejects.toThrow('403: no');
  });
});

describe('query client defaults', () => {
  it('never goes stale, does not refetch on focus, does not poll or retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('call (one typed call per endpoint)', () => {
  const things = () =>
    endpoint({
      method: 'PATCH',
      path: `${base}/things/:id/status`,
      summary: 'Change a thing',
      tags: ['test'],
      params: z.object({ id: z.number() }),
      query: z.object({ page: z.number().optional(), q: z.string().optional() }),
      body: z.object({ status: z.string() }),
      answer: z.object({ path: z.string() }),
    });

  it('fills the path, adds the query string, sends the JSON body and gives back the answer', async () => {
    const answer = await call(things(), { params: { id: 7 }, query: { page: 2, q: 'a b' }, body: { status: 'on' } });
    expect(answer).toEqual({ path: '/things/7/status?page=2&q=a+b' });
    expect(last).toEqual({ method: 'PATCH', contentType: 'application/json', body: '{"status":"on"}' });
  });

  it('encodes a parameter so that it stays one segment', async () => {
    const answer = await call(things(), { params: { id: 'a/b' as unknown as number }, body: { status: 'on' } });
    expect(answer).toEqual({ path: '/things/a%2Fb/status' });
  });

  it('raises an ApiError with the status, the message and the field errors of a refusal', async () => {
    const refusal = endpoint({
      method: 'GET',
      path: `${base}/status/400/${encodeURIComponent('{"message":"Please check","fieldErrors":{"email":["Enter a valid email address"]}}')}`,
      summary: 'Refused',
      tags: ['test'],
    });
    const error = await call(refusal).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      '400: {"message":"Please check","fieldErrors":{"email":["Enter a valid email address"]}}',
    );
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Please check',
      fieldErrors: { email: ['Enter a valid email address'] },
    });
  });

  it('reads a body that is not the error shape as the message, and nothing from other errors', async () => {
    expect(parseApiError(new ApiError(500, 'oops'))).toEqual({ status: 500, message: 'oops', fieldErrors: {} });
    expect(parseApiError(new Error('400: {"message":"forged"}'))).toBeUndefined();
    expect(parseApiError(new TypeError('network down'))).toBeUndefined();
  });
});
