import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '../../../../contracts/chat';
import type { LiveQueue } from '../../../../contracts/live-chat';
import { openEventSource } from '../../../testing/event-stream-client';
import { type ProxiedSetup, setupProxiedInstances } from '../../../testing/instances';
import { skipWithoutRedis, testRedisUrl } from '../../../testing/redis';
import { createUser, login } from '../../../testing/staff';
import { json } from '../../../testing/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const noRedis = await skipWithoutRedis('The live chat test over Redis');

const transports: [string, boolean, ProxiedSetup][] = [
  [
    'PostgreSQL LISTEN/NOTIFY',
    !onPostgres,
    {
      env: (database, proxied) => {
        const url = new URL(database.url ?? '');
        const through = new URL(proxied('postgres'));
        url.host = through.host;
        return [{ DATABASE_URL: url.toString() }, { DATABASE_URL: database.url ?? '' }];
      },
      target: (database) => Number(new URL(database.url ?? '').port || 5432),
    },
  ],
  [
    'Redis pub/sub',
    noRedis,
    {
      env: (_database, proxied) => [{ REDIS_URL: proxied('redis') }, { REDIS_URL: testRedisUrl }],
      target: () => Number(new URL(testRedisUrl).port || 6379),
    },
  ],
];

// A visitor on one instance and a staff member on another, each instance with its own connections: they talk as
// on one. Instance A's signals then lose their server for a moment; what was said meanwhile arrives once.
describe.each(transports)('two instances over %s', (_name, skip, setup) => {
  const two = setupProxiedInstances({ ...setup, skip });

  it.skipIf(skip)('carries the queue, messages and typing across, and catches up after a lost connection', async () => {
    const { a: visitorSide, b: staffSide, baseA: visitorBase, baseB: staffBase, proxy } = two;
    const user = await createUser(staffSide.db, { role: 'support', firstName: 'Maria' });
    const cookie = await login(staffSide, user.email);
    const staffCall = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
      staffSide.inject({ method, url, headers: { cookie }, payload });
    await staffCall('/api/admin/live/availability', { available: true }, 'PUT');
    const queue = await openEventSource(`${staffBase}/api/admin/live/queue`, { cookie });
    await queue.next<LiveQueue>('queue');

    const asked = json<ChatResponse>(
      await visitorSide.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { messages: [{ role: 'user', content: "I'd like to talk to a human" }], sessionId: null },
      }),
    );
    expect(asked.handoff?.status).toBe('waiting');
    const { sessionId } = asked;
    await queue.next<LiveQueue>('queue', (q) => q.waiting.some((item) => item.sessionId === sessionId));

    const visitor = await openEventSource(`${visitorBase}/api/chat/${sessionId}/live`);
    await staffCall(`/api/admin/live/${sessionId}/take`, {});
    const staff = await openEventSource(`${staffBase}/api/admin/live/${sessionId}`, { cookie });
    await visitor.next(
      'state',
      (state: { handoff: { agentName: string | null } }) => state.handoff.agentName === 'Maria',
    );

    await staffCall(`/api/admin/live/${sessionId}/typing`, {});
    expect(await visitor.next('typing')).toEqual({ by: 'staff', name: 'Maria' });
    await staffCall(`/api/admin/live/${sessionId}/messages`, { text: 'Hello from the other instance' });
    expect(await visitor.next<ChatMessage>('message', (m) => m.role === 'staff')).toMatchObject({
      content: 'Hello from the other instance',
      authorName: 'Maria',
    });
    await visitorSide.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'Thanks, Maria' }], sessionId },
    });
    await staff.next<ChatMessage>('message', (m) => m.content === 'Thanks, Maria');

    // Instance A's signals lose their server; Maria writes meanwhile; A catches up once they are back.
    await proxy.cut();
    await staffCall(`/api/admin/live/${sessionId}/messages`, { text: 'Written during the outage' });
    await proxy.restore();
    await visitor.next<ChatMessage>('message', (m) => m.content === 'Written during the outage', 10_000);
    await staffCall(`/api/admin/live/${sessionId}/messages`, { text: 'And after it' });
    await visitor.next<ChatMessage>('message', (m) => m.content === 'And after it');
    const contents = visitor
      .all()
      .filter((event) => event.event === 'message')
      .map((event) => (event.data as ChatMessage).content);
    expect(new Set(contents).size).toBe(contents.length);
    for (const stream of [queue, visitor, staff]) stream.close();
  });
});
