import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint';
import { call } from './api';
import { newClientMessageId } from './client-message-id';
import { resendableRequest } from './resendable-request';

// A loopback server that drops the first connection of a path without answering (as an instance stopping would),
// and answers 200 (or the status the path names) from then on, keeping every body it received.
let server: Server;
let base = '';
const received = new Map<string, string[]>();

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      const bodies = [...(received.get(path) ?? []), body];
      received.set(path, bodies);
      if (path.includes('drop-first') && bodies.length === 1) {
        request.socket.destroy();
        return;
      }
      const status = Number(/status-(\d{3})/.exec(path)?.[1] ?? 200);
      response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A POST of a JSON body to `url`, as an endpoint `call` sends. */
const posting = (url: string) =>
  endpoint({ method: 'POST', path: url, summary: 'test', tags: [], body: z.unknown(), answer: z.unknown() });

describe('a message sent again after a network error', () => {
  it('is sent once more, with the same body and so the same clientMessageId', async () => {
    const body = { text: 'Hello', clientMessageId: newClientMessageId() };
    const answer = await resendableRequest(() => call(posting(`${base}/drop-first`), { body }));
    expect(answer).toEqual({ ok: true });
    expect(received.get('/drop-first')?.map((sent) => JSON.parse(sent))).toEqual([body, body]);
  });

  it('is not resent when the server answered, even with an error', async () => {
    await expect(resendableRequest(() => call(posting(`${base}/status-500`), { body: { text: 'x' } }))).rejects.toThrow(
      /^500: /,
    );
    expect(received.get('/status-500')).toHaveLength(1);
  });

  it('fails after the second try gets no answer either', async () => {
    await expect(
      resendableRequest(() => call(posting('http://127.0.0.1:1/nothing-here'), { body: { text: 'x' } })),
    ).rejects.toThrow(TypeError);
  });
});

describe('the client message id', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random version 4 UUID, also where the page lacks crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientMessageId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
    const insecurePage = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const made = new Set(Array.from({ length: 50 }, () => newClientMessageId(insecurePage)));
    expect(made.size).toBe(50);
    for (const id of made) expect(id).toMatch(uuidV4);
  });
});
