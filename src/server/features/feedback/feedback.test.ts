import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerFeedback, trainingDataSuggestions } from '../../db/schema/index';
import { feedbackBody } from '../../testing/factories';
import { storedRow } from '../../testing/stored-row';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object });
const storedCount = async () => (await ctx.app.db.select({ n: count() }).from(customerFeedback))[0]?.n;

describe('POST /api/feedback', () => {
  it('stores the report as pending with no resolution', async () => {
    const response = await post(feedbackBody());
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true });
    expect(await storedRow(ctx.app.db, customerFeedback)).toMatchObject({
      customerName: 'Jordan Reyes',
      issueType: 'billing',
      priority: 'high',
      status: 'pending',
      resolution: null,
      assignedTo: null,
      resolvedAt: null,
    });
  });

  it('turns the report into a pending training suggestion with its context', async () => {
    await post(feedbackBody());
    const feedback = await storedRow(ctx.app.db, customerFeedback);
    const suggestion = await storedRow(ctx.app.db, trainingDataSuggestions);
    expect(suggestion).toMatchObject({
      feedbackId: feedback?.id,
      suggestedQuestion: feedback?.subject,
      suggestedCategory: 'billing_payment',
      suggestedPriority: 3,
      customerLocation: feedback?.location,
      feedbackContext: feedback?.description,
      status: 'pending',
      source: 'feedback',
    });
  });

  it('takes the phone as optional', async () => {
    expect((await post(feedbackBody({ phone: '' }))).statusCode).toBe(201);
    const body: Record<string, unknown> = feedbackBody();
    delete body.phone;
    expect((await post(body)).statusCode).toBe(201);
    const rows = await ctx.app.db.select().from(customerFeedback);
    expect(rows.map((row) => row.phone)).toEqual([null, null]);
  });

  it('does not let a client choose the status, resolution or assignee', async () => {
    const response = await post({ ...feedbackBody(), status: 'resolved', resolution: 'done', assignedTo: 'me' });
    expect(response.statusCode).toBe(201);
    expect(await storedRow(ctx.app.db, customerFeedback)).toMatchObject({
      status: 'pending',
      resolution: null,
      assignedTo: null,
    });
  });

  it.each([
    ['customerName', { customerName: '' }],
    ['email', { email: 'not-an-email' }],
    ['location', { location: '' }],
    ['issueType', { issueType: 'complaint' }],
    ['priority', { priority: 'critical' }],
    ['subject', { subject: 'x'.repeat(201) }],
    ['description', { description: ' ' }],
    ['phone', { phone: 'abc' }],
  ])('refuses a bad %s with a 400 and stores nothing', async (field, override) => {
    const response = await post(feedbackBody(override as never));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: object }>(response).fieldErrors)).toContain(field);
    expect(await storedCount()).toBe(0);
  });

  it('drops a honeypot submission silently', async () => {
    const response = await post(feedbackBody({ website: 'buy now' }));
    expect(response.statusCode).toBe(201);
    expect(await storedCount()).toBe(0);
  });
});
