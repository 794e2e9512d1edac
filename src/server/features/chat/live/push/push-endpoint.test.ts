import type { LookupAddress, LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress, PushAgent } from './push-agent';
import { isPushServiceHost, pushEndpointUrl } from './push-endpoint';

describe('the push services allow-list', () => {
  it('takes the listed names and names under the listed suffixes, nothing else', () => {
    for (const host of [
      'fcm.googleapis.com',
      'android.googleapis.com',
      'updates.push.services.mozilla.com',
      'updates-eu.push.services.mozilla.com',
      'web.push.apple.com',
      'api.sandbox.push.apple.com',
      'wns2-par02p.notify.windows.com',
    ])
      expect(isPushServiceHost(host), host).toBe(true);
    for (const host of [
      '',
      'fcm.googleapis.com.',
      'FCM.googleapis.com',
      'x.fcm.googleapis.com',
      'googleapis.com',
      'push.apple.com',
      '.push.apple.com',
      'x..push.apple.com',
      'evilpush.apple.com',
      'push.apple.com.example.net',
      'notify.windows.com',
      'localhost',
      '127.0.0.1',
      '[::1]',
      '::1',
    ])
      expect(isPushServiceHost(host), host).toBe(false);
  });

  it('takes an endpoint only over https on port 443 with no user info', () => {
    expect(pushEndpointUrl('https://fcm.googleapis.com/fcm/send/a')?.href).toBe(
      'https://fcm.googleapis.com/fcm/send/a',
    );
    expect(pushEndpointUrl('https://fcm.googleapis.com:443/fcm/send/a')?.href).toBe(
      'https://fcm.googleapis.com/fcm/send/a',
    );
    for (const endpoint of [
      'not a url',
      'http://fcm.googleapis.com/a',
      'wss://fcm.googleapis.com/a',
      'https://fcm.googleapis.com:444/a',
      'https://fcm.googleapis.com:22/a',
      'https://a:b@fcm.googleapis.com/a',
      'https://a@fcm.googleapis.com/a',
      'https://:b@fcm.googleapis.com/a',
      'https://fcm.googleapis.com./a',
      'https://[::1]/a',
      'https://2130706433/a',
    ])
      expect(pushEndpointUrl(endpoint), endpoint).toBeNull();
  });
});

describe('the address check', () => {
  it('allows public unicast addresses', () => {
    for (const address of ['142.250.1.1', '8.8.8.8', '1.1.1.1', '17.253.144.10', '2a00:1450::1', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses every internal, special or malformed form', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '198.18.0.1',
      '198.19.255.255',
      '192.0.0.1',
      '192.0.2.1',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::7f00:1',
      '::127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:142.250.1.1',
      '64:ff9b::7f00:1',
      '64:ff9b::8efa:101',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      '2001:2::1',
      'fec0::1',
      'fc00::1',
      'fd00::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '100::1',
      '',
      'localhost',
      'fcm.googleapis.com',
      '127.1',
      '0x7f000001',
      '2130706433',
      '1.2.3.4.5',
      '[::1]',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("the push agent's lookup", () => {
  const lookupOf = (agent: PushAgent) => (agent.options as { lookup: LookupFunction }).lookup;
  const lookup = (agent: PushAgent, hostname: string, options: LookupOptions) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
      lookupOf(agent)(hostname, options, (error, address, family) => resolve({ error, address, family })),
    );
  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('hands the socket exactly the addresses it checked', async () => {
    const agent = new PushAgent({ resolve: resolvingTo('142.250.1.1', '2a00:1450::1') });
    expect(await lookup(agent, 'fcm.googleapis.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: '142.250.1.1', family: 4 },
        { address: '2a00:1450::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await lookup(agent, 'fcm.googleapis.com', {})).toEqual({ error: null, address: '142.250.1.1', family: 4 });
    expect(await lookup(agent, 'fcm.googleapis.com', { family: 6 })).toEqual({
      error: null,
      address: '2a00:1450::1',
      family: 6,
    });
  });

  it('refuses a name when any of its addresses is internal, and a name off the allow-list', async () => {
    const mixed = new PushAgent({ resolve: resolvingTo('142.250.1.1', '10.0.0.1') });
    const refused = await lookup(mixed, 'fcm.googleapis.com', { all: true });
    expect(refused.error?.message).toBe('fcm.googleapis.com resolves to 10.0.0.1, which is not a public address');
    const elsewhere = new PushAgent({ resolve: resolvingTo('142.250.1.1') });
    expect((await lookup(elsewhere, 'push.example', { all: true })).error?.name).toBe('PushAddressError');
    const nothing = new PushAgent({ resolve: resolvingTo() });
    expect((await lookup(nothing, 'fcm.googleapis.com', { all: true })).error?.message).toBe(
      'fcm.googleapis.com has no address',
    );
  });
});
