import type { Redis } from 'ioredis';
import type { ThrottleKey, ThrottlePolicy, ThrottleStore } from './throttle-policy';

// The same rule as the memory store (and `waitAfter`), in one step on the Redis server so that tries on several
// instances at once are counted one after the other.
// KEYS[1]: the pair's hash (failures, last); KEYS[2]: the address's tries (sorted set, score = time).
// ARGV: now, ticket, freeFailures, firstWaitMs, maxWaitMs, forgetAfterMs, perAddress, addressWindowMs.
const BEGIN = `
local now = tonumber(ARGV[1])
local perAddress = tonumber(ARGV[7])
local window = tonumber(ARGV[8])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - window)
local tries = redis.call('ZCARD', KEYS[2])
if tries >= perAddress then
  local oldest = redis.call('ZRANGE', KEYS[2], tries - perAddress, tries - perAddress, 'WITHSCORES')
  return math.ceil(tonumber(oldest[2]) + window - now)
end
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if last + tonumber(ARGV[6]) <= now then failures = 0 end
local free = tonumber(ARGV[3])
if failures >= free then
  local wakeAt = last + math.min(tonumber(ARGV[4]) * 2 ^ (failures - free), tonumber(ARGV[5]))
  if wakeAt > now then return math.ceil(wakeAt - now) end
end
redis.call('HSET', KEYS[1], 'failures', failures + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('ZADD', KEYS[2], now, ARGV[2])
redis.call('PEXPIRE', KEYS[2], window)
return 0
`;

const SUCCEEDED = `
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 0
`;

/** The sign-in counts in Redis, shared by every instance (REDIS_URL). */
export class RedisThrottleStore implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    /** Before every key: the deployment's prefix and the sign-in's scope (staff, portal). */
    private readonly prefix: string,
    private readonly policy: ThrottlePolicy,
  ) {}

  private keys(key: ThrottleKey) {
    return [`${this.prefix}pair:${key.pair}`, `${this.prefix}address:${key.address}`];
  }

  async begin(key: ThrottleKey, ticket: string, now: number): Promise<number> {
    const p = this.policy;
    const wait = await this.redis.eval(
      BEGIN,
      2,
      ...this.keys(key),
      now,
      ticket,
      p.freeFailures,
      p.firstWaitMs,
      p.maxWaitMs,
      p.forgetAfterMs,
      p.perAddress,
      p.addressWindowMs,
    );
    return Number(wait);
  }

  async succeeded(key: ThrottleKey, ticket: string): Promise<void> {
    await this.redis.eval(SUCCEEDED, 2, ...this.keys(key), ticket);
  }
}
