import { describe, expect, it, vi } from 'vitest';
import { reviewFacilityTypes } from '../../../contracts/enums';
import { createReview } from '../../testing/factories';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/reviews/featured', () => {
  it('answers an empty list when nothing is featured', async () => {
    const response = await ctx.app.inject('/api/reviews/featured');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
  });

  it('shows only published, public, featured reviews, newest first, at most three', async () => {
    const db = ctx.app.db;
    await createReview(db, { reviewerName: 'Oldest', publishedAt: daysAgo(40) });
    await createReview(db, {
      reviewerName: 'Newest',
      publishedAt: daysAgo(1),
      reviewerTitle: 'GM',
      reviewerCompany: 'Aurelia',
    });
    await createReview(db, { reviewerName: 'Second', publishedAt: daysAgo(5) });
    await createReview(db, { reviewerName: 'Third', publishedAt: daysAgo(10) });
    await createReview(db, { reviewerName: 'Pending', status: 'pending', publishedAt: null });
    await createReview(db, { reviewerName: 'Private', isPublic: false, publishedAt: daysAgo(0) });
    await createReview(db, { reviewerName: 'Not featured', isFeatured: false, publishedAt: daysAgo(0) });
    await createReview(db, { reviewerName: 'Approved only', status: 'approved', publishedAt: daysAgo(0) });

    const reviews = json<Array<Record<string, unknown>>>(await ctx.app.inject('/api/reviews/featured'));
    expect(reviews.map((review) => review.reviewerName)).toEqual(['Newest', 'Second', 'Third']);
    expect(reviews[0]).toEqual({
      id: expect.any(Number),
      rating: 5,
      reviewContent: 'A wonderful addition to our building.',
      reviewerName: 'Newest',
      reviewerTitle: 'GM',
      reviewerCompany: 'Aurelia',
      facilityType: 'luxury_condos',
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('never exposes the reviewer e-mail, phone or internal notes', async () => {
    await createReview(ctx.app.db, { reviewerEmail: 'secret@example.com', reviewerPhone: '555', internalNotes: 'x' });
    const text = (await ctx.app.inject('/api/reviews/featured')).body;
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain('internalNotes');
  });
});

describe('GET /api/reviews?facilityType=', () => {
  it("answers a market page's reviews with an ETag, 304 to a browser holding them, and the new list once it changed", async () => {
    // (Tests keep nothing: each request here reads the database. The keeping is TtlCache's; the wiring is below.)
    await createReview(ctx.app.db, { reviewerName: 'Grace', facilityType: 'hotels', publishedAt: daysAgo(2) });
    const first = await ctx.app.inject('/api/reviews?facilityType=hotels');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    expect(json<Array<{ reviewerName: string }>>(first).map((review) => review.reviewerName)).toEqual(['Grace']);

    const held = await ctx.app.inject({ url: '/api/reviews?facilityType=hotels', headers: { 'if-none-match': etag } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    // Another market's list is its own.
    const other = await ctx.app.inject({
      url: '/api/reviews?facilityType=luxury_condos',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(json(other)).toEqual([]);

    await createReview(ctx.app.db, { reviewerName: 'Omar', facilityType: 'hotels', publishedAt: daysAgo(1) });
    const changed = await ctx.app.inject({
      url: '/api/reviews?facilityType=hotels',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(json<Array<{ reviewerName: string }>>(changed).map((review) => review.reviewerName)).toEqual([
      'Omar',
      'Grace',
    ]);
  });

  it("empties every market page's kept reviews, and the featured ones, at a review change", async () => {
    const emptied = [...reviewFacilityTypes.map((type) => ctx.app.marketReviews(type)), ctx.app.featuredReviews].map(
      (cache) => vi.spyOn(cache, 'invalidate'),
    );
    await ctx.app.events.emit({ type: 'reviews-changed' });
    for (const invalidate of emptied) expect(invalidate).toHaveBeenCalledOnce();
  });
});
