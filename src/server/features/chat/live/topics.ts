import type { LiveBus } from '../../../lib/live-bus/bus';

/** The bus topic of one conversation: what its two sides' streams listen to. */
export const conversationTopic = (sessionId: string) => `chat:${sessionId}`;
/** The topic of the staff's live queue: a conversation started waiting, was taken, ended. */
export const QUEUE_TOPIC = 'live-queue';

export type ConversationSignal =
  | { kind: 'message' }
  | { kind: 'state' }
  | { kind: 'typing'; by: 'visitor' | 'staff'; name: string | null };

/** Tells both sides of a conversation (and the queue, unless only typing) that something changed. */
export async function signalConversation(bus: LiveBus, sessionId: string, signal: ConversationSignal) {
  await bus.publish(conversationTopic(sessionId), signal);
  if (signal.kind !== 'typing') await bus.publish(QUEUE_TOPIC, { sessionId });
}

/** Tells both sides and the queue that a conversation has a new message and perhaps a new state. */
export async function signalChanged(deps: { bus: LiveBus }, sessionId: string) {
  await signalConversation(deps.bus, sessionId, { kind: 'message' });
  await signalConversation(deps.bus, sessionId, { kind: 'state' });
}
