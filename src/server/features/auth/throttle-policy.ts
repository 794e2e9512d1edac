/** How sign-in failures slow down further tries. */
export type ThrottlePolicy = {
  /** Failures of one account from one address before the waits begin. */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** An account-and-address pair's failures are forgotten this long after its last try. */
  forgetAfterMs: number;
  /** Failed tries from one address, on any accounts, within `addressWindowMs`: past this, 429 until they age. */
  perAddress: number;
  addressWindowMs: number;
};

/**
 * Three free tries per account and address, then waits of 2 s, 4 s, 8 s … up to 15 minutes; twenty failures
 * from one address in 15 minutes stop that address. Nothing counts per account alone: failures elsewhere never
 * keep the real person, at their own address, out.
 */
export const LOGIN_POLICY: ThrottlePolicy = {
  freeFailures: 3,
  firstWaitMs: 2_000,
  maxWaitMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  perAddress: 20,
  addressWindowMs: 15 * 60_000,
};

/** The wait after `failures` failures of one pair, before its next try. */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.firstWaitMs * 2 ** (failures - policy.freeFailures), policy.maxWaitMs);
}

/** Which counters a try touches: its account-and-address pair and its address. */
export type ThrottleKey = { pair: string; address: string };

/**
 * Where the counts live: in this instance's memory, or in Redis for every instance. Both do the same thing,
 * atomically, so that concurrent tries cannot slip past a wait.
 */
export interface ThrottleStore {
  /**
   * Answers the milliseconds to wait, or 0 when the try may go ahead; then the try is counted as a failure (under
   * `ticket`) until `succeeded` says otherwise, so a guess is counted before the password is even checked.
   */
  begin(key: ThrottleKey, ticket: string, now: number): Promise<number>;
  /** The try succeeded: the pair's failures are forgotten and the try leaves the address's count. */
  succeeded(key: ThrottleKey, ticket: string): Promise<void>;
}
