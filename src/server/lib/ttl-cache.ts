/**
 * One value kept for a short time by one server instance. For public read-mostly data (featured reviews):
 * other instances see a change within `ttlMs`; this instance sees its own changes at once via `invalidate`.
 */
export class TtlCache<T> {
  private value: T | undefined;
  private expiresAt = 0;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(load: () => Promise<T>): Promise<T> {
    if (this.value !== undefined && this.now() < this.expiresAt) return this.value;
    // Concurrent misses share one load.
    this.pending ??= load()
      .then((value) => {
        if (this.ttlMs > 0) {
          this.value = value;
          this.expiresAt = this.now() + this.ttlMs;
        }
        return value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  invalidate(): void {
    this.value = undefined;
    this.expiresAt = 0;
  }
}
