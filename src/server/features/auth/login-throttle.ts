/**
 * Counts failed sign-ins per account and per client address in a sliding window. Past the limit the answer is
 * 429 until the window has passed. In memory, per instance (see decision 007).
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly options: { perAccount: number; perAddress: number; windowMs: number; enabled: boolean },
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.options.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Seconds to wait before trying again, or 0 when a try is allowed. */
  retryAfterSeconds(account: string, address: string): number {
    if (!this.options.enabled) return 0;
    const checks: Array<[string, number]> = [
      [`account:${account}`, this.options.perAccount],
      [`address:${address}`, this.options.perAddress],
    ];
    let wait = 0;
    for (const [key, limit] of checks) {
      const times = this.recent(key);
      if (times.length >= limit) {
        const oldest = times[times.length - limit] ?? this.now();
        wait = Math.max(wait, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
      }
    }
    return wait;
  }

  recordFailure(account: string, address: string) {
    if (!this.options.enabled) return;
    const now = this.now();
    for (const key of [`account:${account}`, `address:${address}`]) this.failures.set(key, [...this.recent(key), now]);
  }

  recordSuccess(account: string) {
    this.failures.delete(`account:${account}`);
  }
}
