import { afterAll, expect, it } from 'vitest';
import type { ChatResponse } from '../../../../contracts/chat';
import { buildApp } from '../../../app';
import { openEventSource } from '../../../testing/event-stream-client';
import { createUser, login } from '../../../testing/staff';
import { json, testConfig } from '../../../testing/test-app';
import { createTestDatabase } from '../../../testing/test-database';

const database = await createTestDatabase();
afterAll(() => database.destroy());

// Open streams are long responses: an app that waited for browsers to hang up would never finish closing.
it('ends every open live stream when the app closes, so a restart does not wait for browsers', async () => {
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const user = await createUser(app.db, { role: 'support' });
  const cookie = await login(app, user.email);
  const asked = json<ChatResponse>(
    await app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'talk to a person please' } }),
  );
  const visitor = await openEventSource(`${base}/api/chat/${asked.sessionId}/live`);
  const queue = await openEventSource(`${base}/api/admin/live/queue`, { cookie });
  await visitor.next('state');
  await queue.next('queue');

  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(3_000);
  await expect(visitor.next('never')).rejects.toThrow('stream ended');
  await expect(queue.next('never')).rejects.toThrow('stream ended');
});
