import { widgetLiveChatApi } from '../../../../contracts/chat-widget';
import { call, urlOf } from '../../../lib/api';

// Signals of a live chat (docs/product/live-chat.md): nothing stored but the read mark.

/** `liveChatApi.visitorTyping`: the visitor is typing (shown to the person who has the chat). */
export async function sendTyping(sessionId: string): Promise<void> {
  await call(widgetLiveChatApi.visitorTyping, { params: { sessionId }, body: {} });
}

/** `liveChatApi.visitorRead`: the visitor has seen the conversation up to this message. */
export async function markRead(sessionId: string, upTo: number): Promise<void> {
  await call(widgetLiveChatApi.visitorRead, { params: { sessionId }, body: { upTo } });
}

/**
 * `liveChatApi.visitorStream` as server-sent events: each message after `after` once, in order (its id is the
 * event id, so a reconnecting EventSource resumes where it stopped), the hand-off's state, the person typing.
 */
export const liveStreamUrl = (sessionId: string, after: number) =>
  urlOf(widgetLiveChatApi.visitorStream, { params: { sessionId }, query: { after } });
