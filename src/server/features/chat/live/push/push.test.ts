import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, get, type RequestOptions, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { connect } from 'node:tls';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../../../db/schema/index';
import { createUser, login } from '../../../../testing/staff';
import { json, setupTestApp } from '../../../../testing/test-app';
import { notifyStaff } from './notify-staff';
import { PushAgent } from './push-agent';

/** The push service's name the tests use; the loopback services below hold a certificate for it. */
const SERVICE = 'fcm.googleapis.com';
const ENDPOINT = `https://${SERVICE}/fcm/send`;

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };
/** A push service on loopback, as browsers' push services receive a notification: over HTTPS, encrypted. */
let service: Server;
let servicePort = 0;
const received: Received[] = [];
/** An https server on loopback (IPv4 and IPv6) that a checked push connection must never reach. */
let guard: Server;
let guardPort = 0;
let guardConnections = 0;
let ca = '';
let key: Buffer;

function listen(server: Server, host: string) {
  return new Promise<number>((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
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
      `/CN=${SERVICE}`,
      '-addext',
      `subjectAltName=DNS:${SERVICE}`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  key = readFileSync(path.join(dir, 'key.pem'));
  service = createServer({ key, cert: ca }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.includes('/gone') ? 410 : 201;
      response.end();
    });
  });
  servicePort = await listen(service, '127.0.0.1');
  guard = createServer({ key, cert: ca }, (_request, response) => {
    response.statusCode = 201;
    response.end();
  });
  // Any TCP connection counts, before TLS: '::' takes 127.0.0.0/8, 0.0.0.0, ::1, :: and ::ffff:127.0.0.1 alike.
  guard.on('connection', () => {
    guardConnections += 1;
  });
  guardPort = await listen(guard, '::');
});
afterAll(async () => {
  await close(service);
  await close(guard);
});

const ctx = setupTestApp();

/** A browser's subscription keys: its ECDH pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

/**
 * Delivers to the loopback push service whatever the endpoint's name: it replaces PushAgent's connection (and so
 * its address check), to test what a notification carries, never where it may go.
 */
class LoopbackDelivery extends PushAgent {
  override createConnection(options: RequestOptions): Duplex {
    return connect({ host: '127.0.0.1', port: servicePort, servername: options.servername ?? SERVICE, ca });
  }
}

/** Where a guarded test agent's sockets were about to connect. */
let attempted: string[] = [];
const LOOPBACK = /^(127\.|::1$|::ffff:127\.|0\.0\.0\.0$|::$)/;

/**
 * The real PushAgent with a test's name resolution (as an /etc/hosts entry would map a name), aimed at the guard's
 * port instead of 443, so an unchecked connection to a loopback address would reach the guard. Should a check ever
 * let a non-loopback address through, the socket is destroyed at its lookup, before it connects: tests only ever
 * connect to loopback.
 */
class GuardedAgent extends PushAgent {
  constructor(addresses: string[]) {
    super({
      ca,
      resolve: async (hostname) =>
        hostname === SERVICE ? addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) : [],
    });
  }

  override createConnection(
    options: RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const socket = super.createConnection({ ...options, port: guardPort }, callback) as Socket | null | undefined;
    socket?.on('lookup', (error: Error | null, address?: string) => {
      if (error || !address) return;
      attempted.push(address);
      if (!LOOPBACK.test(address)) socket.destroy();
    });
    return socket;
  }
}

type Line = { object: object; message: string };
function recordingLog() {
  const lines: Line[] = [];
  return { lines, log: { warn: (object: object, message: string) => lines.push({ object, message }) } };
}

describe('Web Push for waiting chats', () => {
  it('notifies subscribed staff, encrypted for their browser and signed with the kept key, and forgets a gone one', async () => {
    ctx.app.liveChat.pushAgent = new LoopbackDelivery();
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
    expect((await subscribe(`${ENDPOINT}/laptop`)).statusCode).toBe(201);
    expect((await subscribe(`${ENDPOINT}/gone`, browserKeys().keys)).statusCode).toBe(201);

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
    const laptop = received.find((request) => request.path === '/fcm/send/laptop');
    expect(laptop?.headers.host).toBe(SERVICE);
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
      .toEqual([`${ENDPOINT}/laptop`]);
    const unsubscribed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/live/push-subscriptions',
      headers: { cookie },
      payload: { endpoint: `${ENDPOINT}/laptop` },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(await ctx.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });
});

describe('Push endpoints at subscription', () => {
  /** Each endpoint subscribed by one signed-in staff member: the status and the fields the answer names. */
  const subscribeEach = async (endpoints: string[]) => {
    const user = await createUser(ctx.app.db, { role: 'support' });
    const cookie = await login(ctx.app, user.email);
    const answers = [];
    for (const endpoint of endpoints) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/live/push-subscriptions',
        headers: { cookie },
        payload: { endpoint, keys: browserKeys().keys },
      });
      const fields = Object.keys(json<{ fieldErrors?: object }>(answer).fieldErrors ?? {});
      answers.push({ endpoint, status: answer.statusCode, fields });
    }
    return answers;
  };

  it('refuses every endpoint off the allow-list with a 400 naming the endpoint, and keeps none', async () => {
    const refused = [
      // The forms the probe found accepted.
      'https://localhost./push',
      'https://[::7f00:1]/push',
      'https://[::127.0.0.1]/push',
      'https://[64:ff9b::7f00:1]/push',
      'https://100.64.0.1/push',
      'https://198.18.0.1/push',
      'https://224.0.0.1/push',
      'https://255.255.255.255/push',
      'https://[fec0::1]/push',
      'https://metadata.google.internal/push',
      'https://fcm.googleapis.com:22/push',
      // A name of the deployment's own, as an /etc/hosts entry for 127.0.0.1 would be.
      'https://push.example/push',
      // Loopback and private addresses, in every spelling the URL parser turns into one.
      'https://127.0.0.1/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://169.254.169.254/latest/meta-data',
      // A push service's name, but another port, user info, scheme or a trailing dot.
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com:80/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      // Names that only look like a push service's.
      'https://evil.fcm.googleapis.com/x',
      'https://googleapis.com/x',
      'https://push.apple.com/x',
      'https://evilpush.apple.com/x',
      'https://notify.windows.com/x',
      'https://wns.notify.windows.com.example.net/x',
      'https://fcm.googleapis.com.example.net/x',
      'https://push.services.mozilla.com/x',
    ];
    expect(await subscribeEach(refused)).toEqual(
      refused.map((endpoint) => ({ endpoint, status: 400, fields: ['endpoint'] })),
    );
    expect(await ctx.app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("accepts the browsers' push services, on port 443 given or not", async () => {
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://android.googleapis.com/gcm/send/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://updates-eu.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://FCM.googleapis.com:443/fcm/send/explicit-port',
    ];
    expect(await subscribeEach(accepted)).toEqual(accepted.map((endpoint) => ({ endpoint, status: 201, fields: [] })));
    expect(await ctx.app.db.select().from(pushSubscriptions)).toHaveLength(accepted.length);
  });
});

describe('Push connections at send time', () => {
  beforeEach(() => {
    attempted = [];
    guardConnections = 0;
  });

  const subscribed = async (endpoint = `${ENDPOINT}/laptop`) => {
    const user = await createUser(ctx.app.db, { role: 'support' });
    await ctx.app.db.insert(pushSubscriptions).values({ userId: user.id, endpoint, ...browserKeys().keys });
  };
  const message = { title: 'A visitor is waiting to chat', body: 'A visitor asked for a person.', url: '/', tag: 't' };

  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0.0.0.0',
    '::',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    'fec0::1',
    'fd00::1',
    'fe80::1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    // One internal address among public ones refuses the name.
    '127.0.0.1 142.250.1.1',
    '142.250.1.1 ::1',
  ])('never connects when the push service resolves to %s', async (resolved: string) => {
    const addresses = resolved.split(' ');
    await subscribed();
    const { lines, log } = recordingLog();
    const result = await notifyStaff(ctx.app.db, message, {
      subject: 'mailto:team@elevate.example',
      log,
      agent: new GuardedAgent(addresses),
    });
    expect(result).toEqual({ sent: 0, forgotten: 0 });
    expect(attempted).toEqual([]);
    expect(guardConnections).toBe(0);
    // One line: the reason, no status (nothing answered) and the host; no error object, so no stack trace.
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('Web Push notification not delivered');
    expect(lines[0]?.object).toEqual({
      reason: expect.stringMatching(/^fcm\.googleapis\.com (resolves to .+, which is not a public address)$/),
      status: undefined,
      host: SERVICE,
    });
    expect(JSON.stringify(lines)).not.toMatch(/\n\s+at /);
    expect(await ctx.app.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('sends nothing to a subscription kept before the allow-list, forgets it and logs one line for each', async () => {
    await subscribed(`https://127.0.0.1:${guardPort}/push`);
    await subscribed(`https://localhost:${guardPort}/push`);
    const { lines, log } = recordingLog();
    const result = await notifyStaff(ctx.app.db, message, { subject: 'mailto:team@elevate.example', log });
    expect(result).toEqual({ sent: 0, forgotten: 2 });
    expect(guardConnections).toBe(0);
    expect(lines.map((line) => line.object)).toEqual(
      expect.arrayContaining([{ host: `127.0.0.1:${guardPort}` }, { host: `localhost:${guardPort}` }]),
    );
    expect(lines).toHaveLength(2);
    expect(await ctx.app.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('sends nothing through an agent that does not check addresses', async () => {
    await subscribed();
    const { lines, log } = recordingLog();
    const unchecked = new Agent({
      ca,
      lookup: (_host, options, callback) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4),
    });
    const result = await notifyStaff(ctx.app.db, message, {
      subject: 'mailto:team@elevate.example',
      log,
      agent: unchecked,
    });
    expect(result).toEqual({ sent: 0, forgotten: 0 });
    expect(lines.map((line) => line.message)).toEqual(['Web Push notifications not sent']);
  });

  it('connects to no IP literal and to no name off the allow-list, whatever the request asks', async () => {
    const agent = new GuardedAgent(['127.0.0.1']);
    for (const host of ['127.0.0.1', '::1', 'localhost', 'push.example']) {
      const error = await new Promise<Error>((resolve) => {
        const request = get({ host, port: guardPort, path: '/', agent }, () => resolve(new Error('answered')));
        request.on('error', resolve);
      });
      expect(error.name, host).toBe('PushAddressError');
    }
    expect(attempted).toEqual([]);
    expect(guardConnections).toBe(0);
  });
});
