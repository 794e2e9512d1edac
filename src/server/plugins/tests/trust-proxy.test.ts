import { describe, expect, it } from 'vitest';
import { setupTestApp, testConfig } from '../../testing/test-app';

// Behind a reverse proxy at 127.0.0.1 (where `inject` requests come from) that appends the client's address to
// X-Forwarded-For: whatever a client writes in that header itself must not change whom the limits count.
describe('TRUST_PROXY with the proxy address', () => {
  const ctx = setupTestApp({ env: { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' } });
  const post = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {},
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the address the proxy saw, not the ones a client made up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post(`10.9.8.${i}, 203.0.113.5`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await post('203.0.113.6')).statusCode).toBe(400);
  });

  it('ignores the header from a peer that is not the proxy', async () => {
    for (let i = 0; i < 10; i++) await post(`192.0.2.${i}`, '198.51.100.3');
    expect((await post('192.0.2.200', '198.51.100.3')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY values', () => {
  it('takes true, false, addresses and ranges, and stops start-up on anything else', () => {
    expect(testConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '1', 'abc', '10.0.0.0/33', 'proxy.internal'])
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
