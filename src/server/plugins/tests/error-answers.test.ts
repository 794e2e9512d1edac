import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ErrorResponse } from '../../../contracts/fields';
import { contactInquiries } from '../../db/schema/index';
import { inquiryBody } from '../../testing/factories';
import { loginAs } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429];

describe('error answers', () => {
  it('match the response schema of every route that declares one for their status', () => {
    const mismatches: string[] = [];
    for (const route of ctx.app.registeredRoutes) {
      const responses = (route.schema?.response ?? {}) as Record<number, unknown>;
      for (const status of ERROR_STATUSES) {
        const schema = responses[status];
        if (!(schema instanceof z.ZodType)) continue;
        const answer: ErrorResponse = {
          statusCode: status,
          error: 'Bad Request',
          message: 'Please check the highlighted fields.',
          fieldErrors: { name: ['Name is required'] },
        };
        const body = route.config?.errorAnswer ? route.config.errorAnswer(answer) : answer;
        if (!schema.safeParse(body).success) mismatches.push(`${route.method} ${route.url} ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answer a malformed portal sign-in in its own shape, naming the field, never with 500', async () => {
    const cases = [
      { payload: { locationCode: 5, password: 'x' }, field: 'locationCode', status: 400 },
      { payload: { locationCode: 'LUX101', password: ['x'] }, field: 'password', status: 400 },
      { payload: { locationCode: 'LUX\u0000', password: 'x' }, field: 'locationCode', status: 400 },
      { payload: '{"locationCode":', type: 'application/json', status: 400 },
      { payload: '[]', type: 'application/json', status: 400 },
      { payload: 'locationCode=LUX101', type: 'application/x-www-form-urlencoded', status: 415 },
    ];
    for (const { payload, type, field, status } of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/property-manager/authenticate',
        payload,
        headers: type ? { 'content-type': type } : {},
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = json<{ success: boolean; error: string; fieldErrors?: Record<string, string[]> }>(response);
      expect(body.success).toBe(false);
      expect(body.error).toBeTruthy();
      if (field) expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    }
  });
});

describe('text that cannot be stored', () => {
  it('is refused with 400 naming the field on any route, with or without a schema, and in any part', async () => {
    const { cookie } = await loginAs(ctx.app, 'admin');
    const cases: Array<{ url: string; method?: 'POST'; payload?: object; field: string }> = [
      { url: '/api/contact?search=%00', field: 'search' },
      { url: '/api/reviews/featured?anything=%00', field: 'anything' },
      { url: '/api/admin/chat-sessions/%00', field: 'sessionId' },
      { url: '/api/admin/logout', method: 'POST', payload: { note: 'a\u0000' }, field: 'note' },
      { url: '/api/admin/logout', method: 'POST', payload: { 'key\ud800': 1 }, field: 'key\ud800' },
      { url: '/api/contact', method: 'POST', payload: inquiryBody({ message: 'x\ud800' }), field: 'message' },
      { url: '/api/contact', method: 'POST', payload: inquiryBody({ firstName: 'Ma\u0000ya' }), field: 'firstName' },
    ];
    for (const { url, method, payload, field } of cases) {
      const response = await ctx.app.inject({ method: method ?? 'GET', url, payload, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(json<ErrorResponse>(response).fieldErrors ?? {}), url).toContain(field);
    }
    expect(await ctx.app.db.select().from(contactInquiries)).toHaveLength(0);
  });
});
