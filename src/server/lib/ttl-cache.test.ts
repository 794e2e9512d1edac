import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves the loaded value until it expires, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get(load)).toBe(1);
    clock = 999;
    expect(await cache.get(load)).toBe(1);
    clock = 1000;
    expect(await cache.get(load)).toBe(2);
  });

  it('loads once for concurrent misses, and again after invalidate', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000);
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ++loads;
    };
    expect(await Promise.all([cache.get(load), cache.get(load), cache.get(load)])).toEqual([1, 1, 1]);
    cache.invalidate();
    expect(await cache.get(load)).toBe(2);
  });

  it('never keeps what a load under way when the value changed read before the change', async () => {
    let stored = 'before';
    let release = () => {};
    const cache = new TtlCache<string>(60_000);
    const slowRead = async () => {
      const read = stored;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return read;
    };
    const early = cache.get(slowRead);
    stored = 'after';
    cache.invalidate();
    const late = cache.get(async () => stored);
    release();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(await cache.get(async () => 'not loaded again')).toBe('after');
  });

  it('keeps nothing with a zero lifetime', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(0);
    await cache.get(async () => ++loads);
    expect(await cache.get(async () => ++loads)).toBe(2);
  });
});
