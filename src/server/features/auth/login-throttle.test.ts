import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { skipWithoutRedis, testRedisPrefix, testRedisUrl } from '../../testing/redis';
import { LoginThrottle, tooManySignInsMessage } from './login-throttle';
import { MemoryThrottleStore } from './throttle-memory-store';
import { LOGIN_POLICY, type ThrottleStore, waitAfter } from './throttle-policy';
import { RedisThrottleStore } from './throttle-redis-store';

const noRedis = await skipWithoutRedis('The sign-in throttle on Redis');
const redis = noRedis ? undefined : new Redis(testRedisUrl);
const keys = testRedisPrefix();
afterAll(async () => {
  await keys.clean();
  redis?.disconnect();
});

let run = 0;
const stores: Array<[string, () => ThrottleStore]> = [['in memory', () => new MemoryThrottleStore(LOGIN_POLICY)]];
// Each test gets fresh keys, as it gets a fresh memory store.
if (redis) stores.push(['on Redis', () => new RedisThrottleStore(redis, `${keys.prefix}${++run}:`, LOGIN_POLICY)]);

describe.each(stores)('the sign-in throttle %s', (_, makeStore) => {
  const setup = () => {
    let now = 1_700_000_000_000;
    const throttle = new LoginThrottle({ enabled: true, shared: makeStore(), now: () => now });
    const fail = async (account = 'sam@elevate.example', address = '198.51.100.1') => {
      const attempt = await throttle.begin(account, address);
      return attempt.allowed ? 0 : attempt.retryAfterSeconds;
    };
    return { throttle, fail, advance: (ms: number) => (now += ms) };
  };

  it('gives one account and address three free tries, then waits of 2 s, 4 s, 8 s …', async () => {
    const { fail, advance } = setup();
    for (let i = 0; i < 3; i++) expect(await fail()).toBe(0);
    expect(await fail()).toBe(2);
    advance(2_000);
    expect(await fail()).toBe(0);
    expect(await fail()).toBe(4);
    advance(4_000);
    expect(await fail()).toBe(0);
    expect(await fail()).toBe(8);
    advance(7_000);
    expect(await fail()).toBe(1);
  });

  it('does not let refused tries lengthen the wait', async () => {
    const { fail, advance } = setup();
    for (let i = 0; i < 3; i++) await fail();
    for (let i = 0; i < 5; i++) expect(await fail()).toBe(2);
    advance(2_000);
    expect(await fail()).toBe(0);
  });

  it('never keeps the same account out at another address: an attacker cannot lock the real person out', async () => {
    const { fail } = setup();
    for (let i = 0; i < 12; i++) await fail('sam@elevate.example', '203.0.113.66');
    expect(await fail('sam@elevate.example', '203.0.113.66')).toBeGreaterThan(0);
    expect(await fail('sam@elevate.example', '198.51.100.1')).toBe(0);
  });

  it('forgets the failures of a pair once the right password was given', async () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 2; i++) await fail();
    const right = await throttle.begin('sam@elevate.example', '198.51.100.1');
    expect(right.allowed).toBe(true);
    if (right.allowed) await right.succeeded();
    for (let i = 0; i < 3; i++) expect(await fail()).toBe(0);
  });

  it('forgets the failures of a pair an hour after its last try', async () => {
    const { fail, advance } = setup();
    for (let i = 0; i < 3; i++) await fail();
    advance(LOGIN_POLICY.forgetAfterMs);
    for (let i = 0; i < 3; i++) expect(await fail()).toBe(0);
  });

  it('stops an address after twenty failures on any accounts, until the oldest is 15 minutes old', async () => {
    const { throttle, fail, advance } = setup();
    const right = await throttle.begin('real@elevate.example', '198.51.100.9');
    if (right.allowed) await right.succeeded();
    for (let i = 0; i < 20; i++) {
      expect(await fail(`guess${i}@elevate.example`, '198.51.100.9')).toBe(0);
      advance(1_000);
    }
    expect(await fail('guess20@elevate.example', '198.51.100.9')).toBe(15 * 60 - 20);
    expect(await fail('guess20@elevate.example', '198.51.100.10')).toBe(0);
    advance((15 * 60 - 20) * 1_000);
    expect(await fail('guess20@elevate.example', '198.51.100.9')).toBe(0);
  });

  it('counts tries made at the same moment one by one: no more than the free ones get through', async () => {
    const { throttle } = setup();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => throttle.begin('sam@elevate.example', '198.51.100.1')),
    );
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(LOGIN_POLICY.freeFailures);
  });
});

describe('the sign-in throttle when Redis fails', () => {
  it('counts in memory instead of letting every guess through', async () => {
    const broken: ThrottleStore = {
      begin: () => Promise.reject(new Error('Stream is not writeable')),
      succeeded: () => Promise.reject(new Error('Stream is not writeable')),
    };
    const throttle = new LoginThrottle({ enabled: true, shared: broken });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await throttle.begin('sam@elevate.example', '198.51.100.1')).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
  });

  it('lets everything through with RATE_LIMITS=off', async () => {
    const throttle = new LoginThrottle({ enabled: false });
    for (let i = 0; i < 10; i++)
      expect((await throttle.begin('sam@elevate.example', '198.51.100.1')).allowed).toBe(true);
  });
});

describe('the wait and its message', () => {
  it('doubles from 2 s to a ceiling of 15 minutes', () => {
    // After 11 failures the doubling reaches 512 s; after 12 it would be 1,024 s, past the ceiling.
    const waits = [0, 2, 3, 4, 5, 11, 12, 40].map((failures) => waitAfter(failures, LOGIN_POLICY) / 1000);
    expect(waits).toEqual([0, 0, 2, 4, 8, 512, 900, 900]);
  });

  it('reads in seconds under a minute, in minutes above', () => {
    expect(tooManySignInsMessage(1)).toBe('Too many failed sign-ins. Try again in 1 second.');
    expect(tooManySignInsMessage(8)).toBe('Too many failed sign-ins. Try again in 8 seconds.');
    expect(tooManySignInsMessage(900)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });
});
