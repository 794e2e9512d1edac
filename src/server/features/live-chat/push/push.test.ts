import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../db/schema/index';
import { createUser, login } from '../../../testing/staff';
import { json, setupTestApp } from '../../../testing/test-app';

/** A push service on loopback, as browsers' push services receive a notification: over HTTPS, encrypted. */
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };
let service: Server;
let origin = '';
const received: Received[] = [];
let ca = '';

beforeAll(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=push.example',
      '-addext',
      'subjectAltName=DNS:push.example',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  service = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: ca }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.includes('/gone') ? 410 : 201;
      response.end();
    });
  });
  return new Promise<void>((resolve) =>
    service.listen(0, '127.0.0.1', () => {
      const address = service.address();
      // A public-looking name, sent to loopback by the test's own agent (endpoints on internal addresses are refused).
      origin = `https://push.example:${typeof address === 'object' && address ? address.port : 0}`;
      resolve();
    }),
  );
});
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

const ctx = setupTestApp();

/** A browser's subscription keys: its ECDH pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

describe('Web Push for waiting chats', () => {
  it('notifies subscribed staff, encrypted for their browser and signed with the kept key, and forgets a gone one', async () => {
    ctx.app.liveChat.pushAgent = new Agent({
      ca,
      lookup: (_host, options, callback) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4),
    });
    const user = await createUser(ctx.app.db, { role: 'support', firstName: 'Maria' });
    const cookie = await login(ctx.app, user.email);
    const key = json<{ publicKey: string }>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/live/push-key', headers: { cookie } }),
    ).publicKey;
    const again = json<{ publicKey: string }>(
      await ctx.app.inject({ method: 'GET', url: '/api/admin/live/push-key', headers: { cookie } }),
    ).publicKey;
    expect(again).toBe(key);

    const browser = browserKeys();
    const subscribe = (endpoint: string, keys = browser.keys) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/live/push-subscriptions',
        headers: { cookie },
        payload: { endpoint, keys },
      });
    expect((await subscribe(`${origin}/push/laptop`)).statusCode).toBe(201);
    expect((await subscribe(`${origin}/push/gone`, browserKeys().keys)).statusCode).toBe(201);
    for (const refused of [
      'http://push.example/push',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
    ]) {
      const answer = await subscribe(refused);
      expect(answer.statusCode, refused).toBe(400);
      expect(answer.body).toContain('endpoint');
    }

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/live/availability',
      headers: { cookie },
      payload: { available: true },
    });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: "I'd like to talk to a human" }], sessionId: null },
    });
    const { sessionId } = json<{ sessionId: string }>(asked);

    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(2);
    const laptop = received.find((request) => request.path === '/push/laptop');
    expect(laptop?.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${key}$`));
    expect(laptop?.headers.ttl).toBe('120');
    expect(laptop?.headers['content-encoding']).toBe('aes128gcm');
    const plain = ece.decrypt(laptop?.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'A visitor is waiting to chat',
      body: "A visitor: I'd like to talk to a human",
      url: `/admin-chat?chat=${sessionId}`,
      tag: `chat-${sessionId}`,
    });
    await expect
      .poll(async () => (await ctx.app.db.select().from(pushSubscriptions)).map((row) => row.endpoint))
      .toEqual([`${origin}/push/laptop`]);
    const unsubscribed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/live/push-subscriptions',
      headers: { cookie },
      payload: { endpoint: `${origin}/push/laptop` },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });
});
