import { describe, expect, it } from 'vitest';
import { DomainEvents } from './domain-events';

describe('domain events', () => {
  it('reach the handlers of their type in order, and a failing handler neither stops the others nor the change', async () => {
    const logged: string[] = [];
    const events = new DomainEvents({
      error: (details, message) => logged.push(`${message}: ${JSON.stringify(details)}`),
    });
    const seen: string[] = [];
    events.on('reviews-changed', () => {
      seen.push('cache');
    });
    events.on('reviews-changed', async () => {
      throw new Error('the cache is gone');
    });
    events.on('reviews-changed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push('after a wait');
    });
    events.on('inbox-changed', () => {
      seen.push('inbox');
    });

    await expect(events.emit({ type: 'reviews-changed' })).resolves.toBeUndefined();
    expect(seen).toEqual(['cache', 'after a wait']);
    expect(logged).toEqual([
      expect.stringContaining('a domain event handler failed: {"err":{},"event":"reviews-changed"}'),
    ]);

    await events.emit({ type: 'synonyms-changed' });
    expect(seen).toEqual(['cache', 'after a wait']);
  });
});
