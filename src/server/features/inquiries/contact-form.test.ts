import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactInquiries } from '../../db/schema/index';
import { inquiryBody } from '../../testing/factories';
import { storedRow } from '../../testing/stored-row';
import { json, setupTestApp } from '../../testing/test-app';

const ctx = setupTestApp();
const post = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object });
const storedCount = async () => (await ctx.app.db.select({ n: count() }).from(contactInquiries))[0]?.n;

describe('POST /api/contact', () => {
  it('stores the inquiry as the form sends it, cabinetry as the string "true"', async () => {
    const response = await post(inquiryBody({ email: ' Maya.Chen@HarborLofts.example ', customCabinetry: 'true' }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true });
    const row = await storedRow(ctx.app.db, contactInquiries);
    expect(row).toMatchObject({
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya.chen@harborlofts.example',
      facilityType: 'luxury-condo',
      companyName: 'Harbor Lofts',
      customCabinetry: true,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('accepts a boolean for cabinetry, defaults it to false and keeps blank optional fields empty', async () => {
    const body: Record<string, unknown> = inquiryBody({ companyName: '  ', message: '' });
    delete body.customCabinetry;
    expect((await post(body)).statusCode).toBe(201);
    expect((await post(inquiryBody({ customCabinetry: true }))).statusCode).toBe(201);
    const rows = await ctx.app.db.select().from(contactInquiries).orderBy(contactInquiries.id);
    expect(rows.map((row) => row.customCabinetry)).toEqual([false, true]);
    expect(rows[0]).toMatchObject({ companyName: null, message: null });
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstName'],
    ['a blank last name', { lastName: '   ' }, 'lastName'],
    ['a malformed e-mail', { email: 'maya@' }, 'email'],
    ['two addresses in one', { email: 'a@example.com\r\nbcc: b@example.com' }, 'email'],
    ['a phone without digits', { phone: 'call me' }, 'phone'],
    ['an unknown facility type', { facilityType: 'castle' }, 'facilityType'],
    ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
    ['a cabinetry value that is not true or false', { customCabinetry: 'yes' }, 'customCabinetry'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, override, field) => {
    const response = await post(inquiryBody(override as never));
    expect(response.statusCode).toBe(400);
    const body = json<{ fieldErrors: Record<string, string[]> }>(response);
    expect(Object.keys(body.fieldErrors)).toContain(field);
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName":',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('ignores server-assigned fields a client tries to send', async () => {
    const response = await post({ ...inquiryBody(), id: 999, createdAt: '2001-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(ctx.app.db, contactInquiries);
    expect(row?.id).not.toBe(999);
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post(inquiryBody({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ success: true });
    expect(await storedCount()).toBe(0);
  });
});
