import type { ChatMessage, HandoffState } from './chat';
import type { LiveQueue } from './live-chat';

/**
 * The server-sent events of the live chat, by event name: what the server sends and what the browser reads. Types
 * only, so the chat widget reads them without loading any schema.
 */

/** Sent to a stream a cap closed (a newer one took its place): the browser closes it and does not reconnect. */
export type ReplacedEvent = { message: string };

/** One conversation's stream, to the visitor and to the staff member in it. */
export type ConversationEvents = {
  /** A message, each once, in order; its id is the event id a reconnecting browser resumes after. */
  message: ChatMessage;
  /** The hand-off's state and both sides' read marks. */
  state: { handoff: HandoffState; visitorReadId: number; agentReadId: number };
  /** The other side is typing (a staff member's first name; null for the visitor). */
  typing: { by: 'visitor' | 'staff'; name: string | null };
  replaced: ReplacedEvent;
};

/** A staff session's live queue: the waiting and live conversations, sent whole after every change. */
export type QueueEvents = {
  queue: LiveQueue;
  replaced: ReplacedEvent;
};
