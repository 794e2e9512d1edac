/**
 * One value kept for a short time by one server instance. For public read-mostly data (featured reviews):
 * other instances see a change within `ttlMs`; this instance sees its own changes at once via `invalidate`.
 */
export class TtlCache<T> {
  private value: T | undefined;
  private expiresAt = 0;
  private pending: Promise<T> | undefined;
  /** Counts the invalidations: a load that began before the last one is answered to its callers, never kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(load: () => Promise<T>): Promise<T> {
    if (this.value !== undefined && this.now() < this.expiresAt) return this.value;
    // Concurrent misses share one load.
    if (!this.pending) {
      const generation = this.generation;
      const pending = load()
        .then((value) => {
          if (this.ttlMs > 0 && generation === this.generation) {
            this.value = value;
            this.expiresAt = this.now() + this.ttlMs;
          }
          return value;
        })
        .finally(() => {
          if (this.pending === pending) this.pending = undefined;
        });
      this.pending = pending;
    }
    return this.pending;
  }

  /** The value while it is current, without loading it. */
  peek(): T | undefined {
    return this.value !== undefined && this.now() < this.expiresAt ? this.value : undefined;
  }

  /** The value changed: the next `get` loads it again, even if a load was under way. */
  invalidate(): void {
    this.generation++;
    this.value = undefined;
    this.expiresAt = 0;
    this.pending = undefined;
  }
}
