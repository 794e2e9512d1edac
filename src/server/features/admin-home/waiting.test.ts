import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { WaitingCounts } from '../../../contracts/admin-home';
import { contactInquiries, customerFeedback, trainingDataSuggestions } from '../../db/schema/index';
import { feedbackBody, inquiryBody, portalReviewBody } from '../../testing/factories';
import { signedInManager } from '../../testing/portal';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();

const waiting = async (role: 'admin' | 'manager' | 'support') => {
  const { cookie } = await loginAs(ctx.app, role);
  const response = await ctx.app.inject({ url: '/api/admin/waiting', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return json<WaitingCounts>(response);
};

it('counts what waits for the team, and only what the role may open', async () => {
  for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: inquiryBody() });
  const [contacted] = await ctx.app.db.select().from(contactInquiries).limit(1);
  await ctx.app.db
    .update(contactInquiries)
    .set({ contactedAt: new Date(), contactedBy: 'Ann' })
    .where(eq(contactInquiries.id, contacted!.id));
  for (let i = 0; i < 2; i++) await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: feedbackBody() });
  const [resolved] = await ctx.app.db.select().from(customerFeedback).limit(1);
  await ctx.app.db.update(customerFeedback).set({ status: 'resolved' }).where(eq(customerFeedback.id, resolved!.id));

  const manager = await signedInManager(ctx.app);
  const portal = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: manager.cookie }, payload });
  await portal('/api/property-manager/inquiries', { inquiryType: 'meeting', subject: 'Meet', message: 'Tuesday?' });
  await portal('/api/property-manager/product-requests', { productName: 'Oat milk' });
  await portal('/api/property-manager/reviews', portalReviewBody());
  await ctx.app.db
    .insert(trainingDataSuggestions)
    .values({ suggestedQuestion: 'Do you sell hot meals?', questionKey: 'hot meals' });

  expect(await waiting('admin')).toEqual({
    openInquiries: 2,
    pendingFeedback: 1,
    openManagerRequests: 2,
    pendingReviews: 1,
    // Each feedback report also proposes a training suggestion: two of them, and the one added here.
    pendingSuggestions: 3,
  });
  expect(await waiting('manager')).toMatchObject({ openManagerRequests: 2, pendingSuggestions: null });
  expect(await waiting('support')).toMatchObject({
    openInquiries: 2,
    openManagerRequests: null,
    pendingSuggestions: null,
  });
});
