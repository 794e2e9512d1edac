import { describe, expect, it } from 'vitest';
import type { AdminReviewItem, ReviewStats } from '../../../contracts/admin-reviews';
import type { Page } from '../../../contracts/common';
import type { FeaturedReview } from '../../../contracts/reviews';
import { createReview } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupStaffTestApp } from '../../testing/test-app';

const { ctx, call } = setupStaffTestApp('manager');

const review = { reviewerName: 'Grace Kim', facilityType: 'hotels', reviewContent: 'Guests love the lobby pantry.' };

describe('/admin-reviews', () => {
  it('creates with the form defaults and requires name, facility type and content', async () => {
    const missing = await call('POST', '/api/admin/reviews', { rating: 7 });
    expect(Object.keys(json<{ fieldErrors: object }>(missing).fieldErrors).sort()).toEqual([
      'facilityType',
      'rating',
      'reviewContent',
      'reviewerName',
    ]);
    // A pending review changes nothing public: the public pages are not rendered again for it.
    const told: string[] = [];
    ctx.app.events.on('reviews-changed', (event) => told.push(event.type));
    const created = json<AdminReviewItem>(await call('POST', '/api/admin/reviews', review));
    expect(told).toEqual([]);
    expect(created).toMatchObject({
      rating: 5,
      reviewType: 'general',
      isPublic: false,
      isFeatured: false,
      status: 'pending',
      reviewSource: 'direct',
      verificationStatus: 'unverified',
      followUpScheduled: false,
    });
  });

  it('approves then publishes, declines only pending ones, and lets support moderate but not publish', async () => {
    const created = json<AdminReviewItem>(await call('POST', '/api/admin/reviews', review));
    const support = (await loginAs(ctx.app, 'support')).cookie;
    expect((await call('PATCH', `/api/admin/reviews/${created.id}/publish`, undefined, support)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/reviews/${created.id}/publish`)).statusCode).toBe(409);
    const approved = await call(
      'PATCH',
      `/api/admin/reviews/${created.id}/status`,
      { status: 'approved', moderationNotes: 'Checked with the hotel' },
      support,
    );
    expect(json<AdminReviewItem>(approved)).toMatchObject({
      status: 'approved',
      moderationNotes: 'Checked with the hotel',
    });
    expect((await call('PATCH', `/api/admin/reviews/${created.id}/status`, { status: 'declined' })).statusCode).toBe(
      409,
    );
    const published = json<AdminReviewItem>(await call('PATCH', `/api/admin/reviews/${created.id}/publish`));
    expect(published.status).toBe('published');
    expect(published.publishedAt).not.toBeNull();
    expect((await call('PATCH', `/api/admin/reviews/${created.id}/status`, { status: 'published' })).statusCode).toBe(
      400,
    );
  });

  it('reaches the home page only when published, public and featured, and its market page when published and public', async () => {
    const created = json<AdminReviewItem>(await call('POST', '/api/admin/reviews', review));
    await call('PATCH', `/api/admin/reviews/${created.id}/status`, { status: 'approved' });
    await call('PATCH', `/api/admin/reviews/${created.id}/publish`);
    const home = async () => json<FeaturedReview[]>(await ctx.app.inject('/api/reviews/featured'));
    const market = async (type: string) =>
      json<FeaturedReview[]>(await ctx.app.inject(`/api/reviews?facilityType=${type}`));
    expect(await home()).toEqual([]);
    expect(await market('hotels')).toEqual([]);
    await call('PATCH', `/api/admin/reviews/${created.id}/flags`, { isPublic: true });
    expect((await market('hotels')).map((r) => r.reviewerName)).toEqual(['Grace Kim']);
    expect(await market('medical_facilities')).toEqual([]);
    expect(await home()).toEqual([]);
    await call('PATCH', `/api/admin/reviews/${created.id}/flags`, { isFeatured: true });
    expect((await home()).map((r) => r.reviewerName)).toEqual(['Grace Kim']);
    expect((await ctx.app.inject('/api/reviews?facilityType=spaceships')).statusCode).toBe(400);
  });

  it('filters by search, status, rating and facility, and counts the four stat cards', async () => {
    expect(json<ReviewStats>(await call('GET', '/api/admin/reviews/stats'))).toEqual({
      total: 0,
      published: 0,
      pending: 0,
      averageRating: 0,
      onHomePage: [],
    });
    const ana = await createReview(ctx.app.db, {
      reviewerName: 'Ana',
      reviewerCompany: 'Aurelia Hotels',
      rating: 5,
      facilityType: 'hotels',
    });
    await createReview(ctx.app.db, {
      reviewerName: 'Ben',
      rating: 4,
      status: 'pending',
      publishedAt: null,
      reviewTitle: 'Lunch without the commute',
      reviewContent: 'Fresh SALADS every day',
      facilityType: 'corporate_offices',
    });
    await createReview(ctx.app.db, {
      reviewerName: 'Cleo',
      rating: 4,
      status: 'declined',
      publishedAt: null,
      facilityType: 'corporate_offices',
    });
    const list = async (query: string) =>
      json<Page<AdminReviewItem>>(await call('GET', `/api/admin/reviews?page=1&${query}`));
    expect((await list('search=aurelia')).items.map((r) => r.reviewerName)).toEqual(['Ana']);
    expect((await list('search=salads')).items.map((r) => r.reviewerName)).toEqual(['Ben']);
    expect((await list('search=COMMUTE')).items.map((r) => r.reviewerName)).toEqual(['Ben']);
    expect((await list('status=declined')).items.map((r) => r.reviewerName)).toEqual(['Cleo']);
    expect((await list('rating=4')).total).toBe(2);
    expect((await list('facilityType=corporate_offices&rating=4&status=pending')).total).toBe(1);
    expect(json<ReviewStats>(await call('GET', '/api/admin/reviews/stats'))).toEqual({
      total: 3,
      published: 1,
      pending: 1,
      averageRating: 4.3,
      onHomePage: [ana.id],
    });
  });
});

describe('what the home page shows, as the reviews screen tells it', () => {
  it('names the newest three published, public and featured reviews, and no other', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));
    const featured: Array<{ id: number }> = [];
    for (let n = 1; n <= 4; n++)
      featured.push(await createReview(ctx.app.db, { reviewerName: `Featured ${n}`, publishedAt: day(n) }));
    await createReview(ctx.app.db, { reviewerName: 'Not public', isPublic: false, publishedAt: day(20) });
    await createReview(ctx.app.db, { reviewerName: 'Not featured', isFeatured: false, publishedAt: day(21) });
    await createReview(ctx.app.db, { reviewerName: 'Approved', status: 'approved', publishedAt: null });
    const stats = json<ReviewStats>(await call('GET', '/api/admin/reviews/stats'));
    expect(stats.onHomePage).toEqual([featured[3]?.id, featured[2]?.id, featured[1]?.id]);
  });
});
