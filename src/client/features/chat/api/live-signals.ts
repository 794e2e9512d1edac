import { apiRequest } from '../../../lib/api';

// Signals of a live chat (docs/product/live-chat.md): nothing stored but the read mark.
const sessionPath = (sessionId: string) => `/api/chat/${encodeURIComponent(sessionId)}`;

/** POST /api/chat/{sessionId}/typing: the visitor is typing (shown to the person who has the chat). */
export async function sendTyping(sessionId: string): Promise<void> {
  await apiRequest('POST', `${sessionPath(sessionId)}/typing`, {});
}

/** POST /api/chat/{sessionId}/read: the visitor has seen the conversation up to this message. */
export async function markRead(sessionId: string, upTo: number): Promise<void> {
  await apiRequest('POST', `${sessionPath(sessionId)}/read`, { upTo });
}

/**
 * GET /api/chat/{sessionId}/live as server-sent events: each message after `after` once, in order (its id is the
 * event id, so a reconnecting EventSource resumes where it stopped), the hand-off's state, the person typing.
 */
export const liveStreamUrl = (sessionId: string, after: number) => `${sessionPath(sessionId)}/live?after=${after}`;
