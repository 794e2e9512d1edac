import { expect } from 'vitest';
import type { ChatResponse } from '../../contracts/chat';
import type { App } from '../app';
import { openEventSource } from './event-stream-client';
import { json } from './test-app';

/** An open server-sent event stream (event-stream-client.ts). */
export type Stream = Awaited<ReturnType<typeof openEventSource>>;

/**
 * A chat that asked for a person (nobody was available), from `remoteAddress` when given: its visitor may open its
 * live stream. Answers its session id.
 */
export async function handedOffChat(app: App, remoteAddress?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { messages: [{ role: 'user', content: "I'd like to talk to a human" }], sessionId: null },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ChatResponse>(response).sessionId;
}

/**
 * A visitor's live stream from the instance listening at `base`, from `address` (the proxy in front says which),
 * once the server has counted it (its first state event came).
 */
export async function visitorStream(base: string, sessionId: string, address: string) {
  const stream = await openEventSource(`${base}/api/chat/${sessionId}/live`, { 'x-forwarded-for': address });
  await stream.next('state');
  return stream;
}
