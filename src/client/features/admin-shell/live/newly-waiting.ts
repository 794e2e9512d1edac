import type { LiveQueue, LiveQueueItem } from '../../../../contracts/live-chat';

/**
 * The chats that started waiting between two readings of the live queue: in `next.waiting` and not in
 * `previous.waiting`, oldest first. Before the first reading nothing is new: a chat already waiting when the back
 * office opens shows in the count, it does not ring.
 */
export function newlyWaiting(previous: LiveQueue | null, next: LiveQueue): LiveQueueItem[] {
  if (!previous) return [];
  const known = new Set(previous.waiting.map((item) => item.sessionId));
  return next.waiting.filter((item) => !known.has(item.sessionId));
}

/** What a notification says of a waiting chat: who (or "A visitor") and their latest line. */
export function waitingChatText(item: Pick<LiveQueueItem, 'userName' | 'preview'>): string {
  const who = item.userName?.trim() || 'A visitor';
  return item.preview ? `${who}: ${item.preview}` : `${who} asked for a person`;
}

/** Where a waiting chat opens in the back office (the Web Push notifications use the same address). */
export const liveChatUrl = (sessionId: string) => `/admin-chat?chat=${encodeURIComponent(sessionId)}`;

/** The tag of a waiting chat's notification: the same as the Web Push one, so the two replace each other. */
export const waitingChatTag = (sessionId: string) => `chat-${sessionId}`;
