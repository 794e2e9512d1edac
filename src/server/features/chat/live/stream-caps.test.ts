import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../contracts/chat';
import { openEventSource } from '../../../testing/event-stream-client';
import { handedOffChat, type Stream, visitorStream } from '../../../testing/live-chat';
import { createUser, login } from '../../../testing/staff';
import { setupTestApp } from '../../../testing/test-app';
import {
  CHAT_STREAMS_PER_STAFF_SESSION,
  QUEUE_STREAMS_PER_STAFF_SESSION,
  VISITOR_STREAMS_PER_ADDRESS,
  VISITOR_STREAMS_PER_CHAT,
} from './stream-caps/limits';

// Caps on open live streams (docs/product/live-chat.md): past a cap the oldest stream is told `replaced` and closed,
// the others carry on. Each test's visitors come from an address of their own (the proxy in front says which).
const ctx = setupTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
let base = '';
beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

/** `count` streams, each opened by `open` once the one before has been counted: the oldest first. */
async function openInTurn(count: number, open: () => Promise<Stream>) {
  const streams: Stream[] = [];
  for (let n = 0; n < count; n++) streams.push(await open());
  return streams as [Stream, ...Stream[]];
}

/** The oldest was replaced and ended; every other stream is still open. */
async function expectReplaced(oldest: Stream, others: Stream[]) {
  expect(await oldest.next('replaced')).toEqual({ message: expect.stringContaining('opened again elsewhere') });
  await oldest.ended();
  // A moment for any wrong close to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(others.map((stream) => stream.isEnded())).toEqual(others.map(() => false));
}

describe('caps on open live streams', () => {
  it("closes the oldest of a visitor chat's streams when one more than 3 opens, and the others carry on", async () => {
    const sessionId = await handedOffChat(ctx.app);
    const streams = await openInTurn(VISITOR_STREAMS_PER_CHAT, () => visitorStream(base, sessionId, '198.51.100.1'));
    expect(streams.some((stream) => stream.isEnded())).toBe(false);
    const [first, ...rest] = streams;
    const newest = await visitorStream(base, sessionId, '198.51.100.1');
    const open = [...rest, newest];
    await expectReplaced(first, open);
    expect(first.all().filter((event) => event.event === 'replaced')).toHaveLength(1);

    // The streams still open still carry the conversation.
    const kept = await ctx.app.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/handoff/contact`,
      payload: { userName: 'Dana Whitfield', userEmail: 'dana@example.com' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    for (const stream of open)
      await stream.next<ChatMessage>('message', (message) => message.content.startsWith('Thank you, Dana'));
    for (const stream of open) stream.close();
  });

  it('closes the oldest visitor stream of an address when one more than 12 opens, whatever chats they are', async () => {
    const [first, ...rest] = await openInTurn(VISITOR_STREAMS_PER_ADDRESS, async () =>
      visitorStream(base, await handedOffChat(ctx.app), '198.51.100.2'),
    );
    // Another address does not count against this one.
    const elsewhere = await visitorStream(base, await handedOffChat(ctx.app), '198.51.100.3');
    expect(first.isEnded()).toBe(false);
    const newest = await visitorStream(base, await handedOffChat(ctx.app), '198.51.100.2');
    await expectReplaced(first, [...rest, newest, elsewhere]);
    for (const stream of [...rest, newest, elsewhere]) stream.close();
  });

  it("closes the oldest of a staff session's queue streams past 3, and of its chat streams past 6", async () => {
    const user = await createUser(ctx.app.db, { role: 'support', firstName: 'Maria' });
    const cookie = await login(ctx.app, user.email);
    /** Opens one of the session's streams, counted once its first event (`first`) came. */
    const staffStream = (path: string, first: string) => async () => {
      const stream = await openEventSource(`${base}${path}`, { cookie });
      await stream.next(first);
      return stream;
    };
    const queueStream = staffStream('/api/admin/live/queue', 'queue');
    const [firstQueue, ...otherQueues] = await openInTurn(QUEUE_STREAMS_PER_STAFF_SESSION, queueStream);
    const newestQueue = await queueStream();
    await expectReplaced(firstQueue, [...otherQueues, newestQueue]);

    // Chat streams count apart from the queue's.
    const sessionId = await handedOffChat(ctx.app);
    const chatStream = staffStream(`/api/admin/live/${sessionId}`, 'state');
    const [firstChat, ...otherChats] = await openInTurn(CHAT_STREAMS_PER_STAFF_SESSION, chatStream);
    const newestChat = await chatStream();
    await expectReplaced(firstChat, [...otherChats, newestChat, ...otherQueues, newestQueue]);

    // Another staff session has caps of its own.
    const again = await login(ctx.app, user.email);
    const other = await openEventSource(`${base}/api/admin/live/queue`, { cookie: again });
    await other.next('queue');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(newestQueue.isEnded()).toBe(false);
    for (const stream of [...otherQueues, newestQueue, ...otherChats, newestChat, other]) stream.close();
  });
});
