import { type ThrottleKey, type ThrottlePolicy, type ThrottleStore, waitAfter } from './throttle-policy';

/** Sweep forgotten entries once a map holds this many, so made-up accounts cannot grow it without bound. */
const SWEEP_AT = 10_000;

/** The sign-in counts in this instance's memory: without Redis, or while Redis cannot be reached. */
export class MemoryThrottleStore implements ThrottleStore {
  private pairs = new Map<string, { failures: number; lastAt: number }>();
  private addresses = new Map<string, Map<string, number>>();

  constructor(private readonly policy: ThrottlePolicy) {}

  async begin(key: ThrottleKey, ticket: string, now: number): Promise<number> {
    this.sweep(now);
    const tries = this.recentTries(key.address, now);
    if (tries.length >= this.policy.perAddress) {
      const oldest = tries[tries.length - this.policy.perAddress] ?? now;
      return oldest + this.policy.addressWindowMs - now;
    }
    const pair = this.livePair(key.pair, now);
    const failures = pair?.failures ?? 0;
    const until = (pair?.lastAt ?? now) + waitAfter(failures, this.policy);
    if (until > now) return until - now;
    this.pairs.set(key.pair, { failures: failures + 1, lastAt: now });
    const byTicket = this.addresses.get(key.address) ?? new Map<string, number>();
    byTicket.set(ticket, now);
    this.addresses.set(key.address, byTicket);
    return 0;
  }

  async succeeded(key: ThrottleKey, ticket: string): Promise<void> {
    this.pairs.delete(key.pair);
    this.addresses.get(key.address)?.delete(ticket);
  }

  private livePair(pair: string, now: number) {
    const record = this.pairs.get(pair);
    if (record && record.lastAt + this.policy.forgetAfterMs <= now) {
      this.pairs.delete(pair);
      return undefined;
    }
    return record;
  }

  private recentTries(address: string, now: number): number[] {
    const byTicket = this.addresses.get(address);
    if (!byTicket) return [];
    const cutoff = now - this.policy.addressWindowMs;
    for (const [ticket, at] of byTicket) if (at <= cutoff) byTicket.delete(ticket);
    if (byTicket.size === 0) this.addresses.delete(address);
    return [...byTicket.values()].sort((a, b) => a - b);
  }

  private sweep(now: number) {
    if (this.pairs.size >= SWEEP_AT) for (const pair of [...this.pairs.keys()]) this.livePair(pair, now);
    if (this.addresses.size >= SWEEP_AT)
      for (const address of [...this.addresses.keys()]) this.recentTries(address, now);
  }
}
