import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { solutions } from '../../../../content/site/solutions';
import type { ErrorResponse } from '../../../../contracts/fields';
import { LIVE_MESSAGE_MAX } from '../../../../contracts/live-chat';
import { type SavedReplyItem, savedReplyRequest } from '../../../../contracts/saved-replies';
import { savedReplies, userActivity } from '../../../db/schema/index';
import { loginAs, sessionCall } from '../../../testing/staff';
import { storedRow } from '../../../testing/stored-row';
import { json, setupStaffTestApp } from '../../../testing/test-app';
import { demoSavedReplies, seedDemoSavedReplies } from './demo';

const { ctx, call } = setupStaffTestApp('support');
const URL = '/api/admin/saved-replies';

async function add(shortcut: string, body = `The reply for ${shortcut}`) {
  const response = await call('POST', URL, { shortcut, body });
  expect(response.statusCode, response.body).toBe(201);
  return json<SavedReplyItem>(response);
}

/** The activity rows of saved replies, oldest first (a sign-in leaves its own). */
const activity = () =>
  ctx.app.db.select().from(userActivity).where(eq(userActivity.resource, 'saved_reply')).orderBy(userActivity.id);

const fieldsOf = (response: { body: string }) => Object.keys(JSON.parse(response.body).fieldErrors ?? {});

describe('saved replies', () => {
  it('are added by any staff member, answered 201 with the record and who added it', async () => {
    const response = await call('POST', URL, { shortcut: '  Greeting ', body: '  Hi, how can I help?  ' });
    expect(response.statusCode, response.body).toBe(201);
    const item = json<SavedReplyItem>(response);
    const row = await storedRow(ctx.app.db, savedReplies);
    expect(item).toEqual({
      id: row?.id,
      shortcut: 'greeting',
      body: 'Hi, how can I help?',
      createdBy: row?.createdBy,
      createdByName: 'Sam Rivera',
      createdAt: row?.createdAt.toISOString(),
      updatedAt: row?.updatedAt.toISOString(),
    });
    expect(row?.createdBy).toEqual(expect.any(Number));
  });

  it('are listed whole, by shortcut', async () => {
    await add('sign-off');
    await add('greeting');
    await add('no-cost');
    const response = await call('GET', URL);
    expect(response.statusCode).toBe(200);
    expect(json<SavedReplyItem[]>(response).map((reply) => reply.shortcut)).toEqual([
      'greeting',
      'no-cost',
      'sign-off',
    ]);
  });

  it('are edited and deleted by any staff member, each change with its activity row', async () => {
    const reply = await add('greeting');
    const { cookie } = await loginAs(ctx.app, 'manager');
    const manager = sessionCall(ctx, () => cookie);
    const edited = await manager('PUT', `${URL}/${reply.id}`, { shortcut: 'hello', body: 'Hello there!' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<SavedReplyItem>(edited)).toMatchObject({
      id: reply.id,
      shortcut: 'hello',
      body: 'Hello there!',
      createdBy: reply.createdBy,
      createdByName: 'Sam Rivera',
    });
    expect(Date.parse(json<SavedReplyItem>(edited).updatedAt)).toBeGreaterThanOrEqual(Date.parse(reply.updatedAt));
    const removed = await call('DELETE', `${URL}/${reply.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed)).toEqual({ success: true });
    expect(await storedRow(ctx.app.db, savedReplies)).toBeUndefined();

    const rows = await activity();
    expect(rows.map((row) => [row.action, row.resourceId, row.details])).toEqual([
      ['create', String(reply.id), { shortcut: 'greeting' }],
      ['update', String(reply.id), { shortcut: 'hello' }],
      ['delete', String(reply.id), { shortcut: 'hello' }],
    ]);
    expect(rows[0]?.userId).toBe(reply.createdBy);
    expect(rows[1]?.userId).not.toBe(reply.createdBy);
  });

  it('refuse a shortcut another reply has with 409 naming the field, on adding and on editing', async () => {
    await add('greeting');
    const other = await add('hello');
    const twice = await call('POST', URL, { shortcut: 'GREETING', body: 'Another' });
    expect(twice.statusCode).toBe(409);
    const message = 'A saved reply with the shortcut "greeting" already exists';
    expect(json<ErrorResponse>(twice)).toMatchObject({ message, fieldErrors: { shortcut: [message] } });
    const renamed = await call('PUT', `${URL}/${other.id}`, { shortcut: 'greeting', body: 'Hello' });
    expect(renamed.statusCode).toBe(409);
    expect(json<ErrorResponse>(renamed).fieldErrors).toEqual({ shortcut: [message] });
    // Keeping its own shortcut is no conflict.
    const kept = await call('PUT', `${URL}/${other.id}`, { shortcut: 'hello', body: 'Hello again' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await activity()).map((row) => row.action)).toEqual(['create', 'create', 'update']);
  });

  it.each([
    [{ shortcut: 'g', body: 'Hi' }, 'shortcut'],
    [{ shortcut: 'x'.repeat(41), body: 'Hi' }, 'shortcut'],
    [{ shortcut: 'good day', body: 'Hi' }, 'shortcut'],
    [{ shortcut: '/greeting', body: 'Hi' }, 'shortcut'],
    [{ shortcut: 'café', body: 'Hi' }, 'shortcut'],
    [{ body: 'Hi' }, 'shortcut'],
    [{ shortcut: 'greeting', body: '   ' }, 'body'],
    [{ shortcut: 'greeting', body: 'x'.repeat(LIVE_MESSAGE_MAX + 1) }, 'body'],
    [{ shortcut: 'greeting', body: 'Hi\u0000' }, 'body'],
    [{ shortcut: 'greeting' }, 'body'],
  ])('refuse %j with 400 naming %s, storing nothing', async (payload, field) => {
    const response = await call('POST', URL, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldsOf(response)).toEqual([field]);
    expect(await storedRow(ctx.app.db, savedReplies)).toBeUndefined();
  });

  it('take a reply of 2,000 characters over several lines, as a live message', async () => {
    const body = `Line one\n${'x'.repeat(LIVE_MESSAGE_MAX - 9)}`;
    expect((await add('long', body)).body).toBe(body);
  });

  it('answer 404 for a reply that is gone', async () => {
    const edited = await call('PUT', `${URL}/999999`, { shortcut: 'hello', body: 'Hi' });
    expect(edited.statusCode).toBe(404);
    expect(json<ErrorResponse>(edited).message).toBe('Saved reply not found');
    const removed = await call('DELETE', `${URL}/999999`);
    expect(removed.statusCode).toBe(404);
    expect(await activity()).toEqual([]);
  });
});

describe('the demo saved replies', () => {
  const log = { info: () => undefined };

  it('are four, each fit for its contract, added once to an empty table', async () => {
    await seedDemoSavedReplies(ctx.app.db, ctx.config.site, log);
    await seedDemoSavedReplies(ctx.app.db, ctx.config.site, log);
    const rows = await ctx.app.db.select().from(savedReplies).orderBy(savedReplies.shortcut);
    expect(rows.map((row) => row.shortcut)).toEqual(['greeting', 'installation', 'no-cost', 'sign-off']);
    for (const row of rows) {
      expect(savedReplyRequest.safeParse({ shortcut: row.shortcut, body: row.body }).success).toBe(true);
      expect(row.createdBy).toBeNull();
    }
    expect(await activity()).toEqual([]);
  });

  it("say what the site says: the business's name and phone, and the four steps to an opening", () => {
    const replies = Object.fromEntries(demoSavedReplies(ctx.config.site).map((reply) => [reply.shortcut, reply.body]));
    expect(replies.greeting).toContain(ctx.config.site.name);
    expect(replies['sign-off']).toContain(ctx.config.site.phone);
    expect(replies['no-cost']).toMatch(/no cost to your property/);
    for (const step of solutions.steps) expect(replies.installation?.toLowerCase()).toContain(step.title.toLowerCase());
  });
});
