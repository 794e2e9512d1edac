import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientReviews, userActivity } from '../../db/schema/index';
import { DomainEvents } from '../../lib/domain-events';
import { setupTestApp } from '../../testing/test-app';
import type { Actor } from './service';
import { unitOfWork } from './unit-of-work';

const ctx = setupTestApp();
const actor: Actor = { userId: null, name: 'Dana Reyes', ipAddress: '203.0.113.9', userAgent: 'test browser' };

/** An event hub whose log is read by the test, with what each handler saw of the database when it ran. */
function hub() {
  const logged: string[] = [];
  const events = new DomainEvents({ error: (_details, message) => logged.push(message) });
  const reviewsSeen: number[] = [];
  events.on('reviews-changed', async () => {
    const [row] = await ctx.app.db.select({ n: count() }).from(clientReviews);
    reviewsSeen.push(row?.n ?? -1);
  });
  return { events, logged, reviewsSeen };
}

const addReview = (name: string) => ({ reviewerName: name, reviewContent: 'Great market.', rating: 5 });

describe('a unit of work', () => {
  it('keeps the change with its activity row, and tells the app only after the commit', async () => {
    const { events, reviewsSeen } = hub();
    const order: string[] = [];
    const id = await unitOfWork({ db: ctx.app.db, events }, actor, async (work) => {
      const [row] = await work.tx.insert(clientReviews).values(addReview('Ann')).returning({ id: clientReviews.id });
      work.record({ action: 'create', resource: 'client_review', resourceId: row?.id });
      work.emit({ type: 'reviews-changed' });
      work.after('second effect', () => order.push('after'));
      order.push('change done');
      return row?.id;
    });
    expect(order).toEqual(['change done', 'after']);
    // The handler ran once the review was committed: read on another connection, it was there.
    expect(reviewsSeen).toEqual([1]);
    const rows = await ctx.app.db.select().from(userActivity).where(eq(userActivity.resource, 'client_review'));
    expect(rows).toMatchObject([{ action: 'create', resourceId: String(id), ipAddress: '203.0.113.9' }]);
  });

  it('logs the record a change made by its id, and hands the record back', async () => {
    const { events } = hub();
    const review = await unitOfWork({ db: ctx.app.db, events }, actor, async (work) => {
      const [row] = await work.tx.insert(clientReviews).values(addReview('Cleo')).returning();
      if (!row) throw new Error('not stored');
      return work.recorded(row, { action: 'create', resource: 'client_review', details: { rating: row.rating } });
    });
    expect(review.reviewerName).toBe('Cleo');
    const rows = await ctx.app.db.select().from(userActivity).where(eq(userActivity.resource, 'client_review'));
    expect(rows).toMatchObject([{ action: 'create', resourceId: String(review.id), details: { rating: 5 } }]);
  });

  it('keeps nothing and tells nobody when the change fails', async () => {
    const { events, reviewsSeen } = hub();
    let ran = false;
    await expect(
      unitOfWork({ db: ctx.app.db, events }, actor, async (work) => {
        await work.tx.insert(clientReviews).values(addReview('Ben'));
        work.record({ action: 'create', resource: 'client_review' });
        work.emit({ type: 'reviews-changed' });
        work.after('mail', () => {
          ran = true;
        });
        throw new Error('the rule said no');
      }),
    ).rejects.toThrow('the rule said no');
    expect(await ctx.app.db.select().from(clientReviews)).toEqual([]);
    expect(await ctx.app.db.select().from(userActivity)).toEqual([]);
    expect(reviewsSeen).toEqual([]);
    expect(ran).toBe(false);
  });

  it('returns the kept change when an effect fails, and logs the failure', async () => {
    const { events, logged, reviewsSeen } = hub();
    const result = await unitOfWork({ db: ctx.app.db, events }, actor, async (work) => {
      await work.tx.insert(clientReviews).values(addReview('Cy'));
      work.after('push', () => {
        throw new Error('push service down');
      });
      work.emit({ type: 'reviews-changed' });
      return 'kept';
    });
    expect(result).toBe('kept');
    expect(logged).toEqual(['an effect of a kept change failed']);
    // The effects after the failing one still ran.
    expect(reviewsSeen).toEqual([1]);
  });

  it('writes no activity row without an actor (demo content), but still tells the app', async () => {
    const { events, reviewsSeen } = hub();
    await unitOfWork({ db: ctx.app.db, events }, undefined, async (work) => {
      await work.tx.insert(clientReviews).values(addReview('Dee'));
      work.record({ action: 'create', resource: 'client_review' });
      work.emit({ type: 'reviews-changed' });
    });
    expect(await ctx.app.db.select().from(userActivity)).toEqual([]);
    expect(reviewsSeen).toEqual([1]);
  });
});
