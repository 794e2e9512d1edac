import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MemoryThrottleStore } from './throttle-memory-store';
import { LOGIN_POLICY, type ThrottleKey, type ThrottlePolicy, type ThrottleStore } from './throttle-policy';
import { RedisThrottleStore } from './throttle-redis-store';

export type LoginAttempt =
  | {
      allowed: true;
      /** The password was right: the pair's failures are forgotten. (A try that never says so stays a failure.) */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

type Log = { warn(obj: object, msg?: string): void };

/**
 * Slows down password guessing per account and client address (see `LOGIN_POLICY`). The counts are in Redis when
 * it is configured, shared by every instance; otherwise, and whenever Redis fails, in this instance's memory.
 */
export class LoginThrottle {
  private readonly local: MemoryThrottleStore;

  constructor(
    private readonly options: {
      enabled: boolean;
      policy?: ThrottlePolicy;
      shared?: ThrottleStore;
      log?: Log;
      now?: () => number;
    },
  ) {
    this.local = new MemoryThrottleStore(options.policy ?? LOGIN_POLICY);
  }

  /** Asks to try a password for `account` from `address`; when allowed, the try counts as a failure until told. */
  async begin(account: string, address: string): Promise<LoginAttempt> {
    if (!this.options.enabled) return { allowed: true, succeeded: async () => {} };
    // An address holds no '|': the pair's key is unambiguous whatever the account name holds.
    const key: ThrottleKey = { pair: `${address}|${account}`, address };
    const ticket = randomUUID();
    const now = this.options.now?.() ?? Date.now();
    let store: ThrottleStore = this.options.shared ?? this.local;
    let waitMs: number;
    try {
      waitMs = await store.begin(key, ticket, now);
    } catch (error) {
      this.options.log?.warn({ err: error }, 'sign-in throttle: shared store failed, counting in memory');
      store = this.local;
      waitMs = await store.begin(key, ticket, now);
    }
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    return {
      allowed: true,
      succeeded: () =>
        store.succeeded(key, ticket).catch((error: unknown) => {
          this.options.log?.warn({ err: error }, 'sign-in throttle: could not clear the failures');
        }),
    };
  }
}

/** The sign-in throttle of one sign-in form (`scope`: staff, portal), shared through Redis when configured. */
export function createLoginThrottle(app: FastifyInstance, scope: string): LoginThrottle {
  const shared = app.sharedStore;
  return new LoginThrottle({
    enabled: app.config.rateLimits,
    shared: shared && new RedisThrottleStore(shared.redis, `${shared.prefix}login:${scope}:`, LOGIN_POLICY),
    log: app.log,
  });
}

/** The message of a refused try: seconds under a minute, minutes above. */
export function tooManySignInsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  return `Too many failed sign-ins. Try again in ${wait}.`;
}
