import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '../../../contracts/chat';
import { openEventSource } from '../../testing/event-stream-client';
import { createUser, login } from '../../testing/staff';
import { json, setupTestApp } from '../../testing/test-app';
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

type Stream = Awaited<ReturnType<typeof openEventSource>>;

/** A chat that asked for a person (nobody was available): its visitor may open its live stream. */
async function handedOffChat() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content: "I'd like to talk to a human" }], sessionId: null },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response).sessionId;
}

/** A visitor's stream from `address`, once the server has counted it (its first state event came). */
async function visitorStream(sessionId: string, address: string) {
  const stream = await openEventSource(`${base}/api/chat/${sessionId}/live`, { 'x-forwarded-for': address });
  await stream.next('state');
  return stream;
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
    const sessionId = await handedOffChat();
    const streams: Stream[] = [];
    for (let n = 0; n < VISITOR_STREAMS_PER_CHAT; n++) streams.push(await visitorStream(sessionId, '198.51.100.1'));
    expect(streams.some((stream) => stream.isEnded())).toBe(false);
    const [first, ...rest] = streams as [Stream, ...Stream[]];
    const newest = await visitorStream(sessionId, '198.51.100.1');
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
    const streams: Stream[] = [];
    for (let n = 0; n < VISITOR_STREAMS_PER_ADDRESS; n++)
      streams.push(await visitorStream(await handedOffChat(), '198.51.100.2'));
    const [first, ...rest] = streams as [Stream, ...Stream[]];
    // Another address does not count against this one.
    const elsewhere = await visitorStream(await handedOffChat(), '198.51.100.3');
    expect(first.isEnded()).toBe(false);
    const newest = await visitorStream(await handedOffChat(), '198.51.100.2');
    await expectReplaced(first, [...rest, newest, elsewhere]);
    for (const stream of [...rest, newest, elsewhere]) stream.close();
  });

  it("closes the oldest of a staff session's queue streams past 3, and of its chat streams past 6", async () => {
    const user = await createUser(ctx.app.db, { role: 'support', firstName: 'Maria' });
    const cookie = await login(ctx.app, user.email);
    const queueStream = async () => {
      const stream = await openEventSource(`${base}/api/admin/live/queue`, { cookie });
      await stream.next('queue');
      return stream;
    };
    const queues: Stream[] = [];
    for (let n = 0; n < QUEUE_STREAMS_PER_STAFF_SESSION; n++) queues.push(await queueStream());
    const [firstQueue, ...otherQueues] = queues as [Stream, ...Stream[]];
    const newestQueue = await queueStream();
    await expectReplaced(firstQueue, [...otherQueues, newestQueue]);

    // Chat streams count apart from the queue's.
    const sessionId = await handedOffChat();
    const chatStream = async () => {
      const stream = await openEventSource(`${base}/api/admin/live/${sessionId}`, { cookie });
      await stream.next('state');
      return stream;
    };
    const chats: Stream[] = [];
    for (let n = 0; n < CHAT_STREAMS_PER_STAFF_SESSION; n++) chats.push(await chatStream());
    const [firstChat, ...otherChats] = chats as [Stream, ...Stream[]];
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
