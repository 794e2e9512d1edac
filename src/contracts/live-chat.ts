import { z } from 'zod';
import { chatContactRequest, chatMessage, chatSessionId, handoffState } from './chat';
import { clientMessageId } from './client-message-id';
import { handoffStatuses } from './enums';
import { text } from './text';

/** A visitor waits this long for a person before being offered to leave their name and e-mail instead. */
export const HANDOFF_WAIT_MS = 2 * 60_000;
/** Availability lapses when the back office has not been open for this long (it checks in every minute). */
export const AVAILABILITY_TTL_MS = 3 * 60_000;
export const PRESENCE_CHECK_IN_MS = 60_000;
/** A live message: text only, like the visitor's. */
export const LIVE_MESSAGE_MAX = 2000;

export const liveMessageRequest = z.object({
  text: text('Message', { multiline: true, trim: true })
    .min(1, 'Type a message')
    .max(LIVE_MESSAGE_MAX, `At most ${LIVE_MESSAGE_MAX} characters`),
  clientMessageId,
});
export type LiveMessageRequest = z.input<typeof liveMessageRequest>;

/** Read up to (and including) this message id. */
export const readRequest = z.object({ upTo: z.number().int().min(0).max(2_147_483_647) });
export const emptyRequest = z.object({}).strict().optional();

/**
 * Ending a chat from the back office: the staff member who has it ends it; a manager or an admin may end someone
 * else's (or a waiting) chat only by saying so, `asManager: true` ("End as manager").
 */
export const endChatRequest = z.object({ asManager: z.boolean().optional() }).strict().optional();
export type EndChatRequest = z.input<typeof endChatRequest>;

/** The visitor's name and e-mail when no person could take the chat: the conversation becomes an inquiry. */
export const handoffContactRequest = chatContactRequest;

export const availabilityRequest = z.object({ available: z.boolean() });
export const availabilityResponse = z.object({ success: z.literal(true), available: z.boolean() });

export const liveSessionParams = z.object({ sessionId: chatSessionId });

/** One conversation in the staff's live queue. */
export const liveQueueItem = z.object({
  sessionId: z.string(),
  status: z.enum(handoffStatuses),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  since: z.string(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  /** The visitor's latest message, for the list. */
  preview: z.string().nullable(),
  /** Messages the person who has it has not read yet. */
  unread: z.number().int(),
});
export type LiveQueueItem = z.infer<typeof liveQueueItem>;

/** What the back office's live queue shows: sent whole on connect and on every change. */
export const liveQueue = z.object({
  waiting: z.array(liveQueueItem),
  live: z.array(liveQueueItem),
  /** Whether the staff member of this stream is available for chats. */
  available: z.boolean(),
  /** How many staff are available now, this one included. */
  availableStaff: z.number().int(),
});
export type LiveQueue = z.infer<typeof liveQueue>;

/** A conversation as its live view shows it (both sides): the messages, the hand-off state and read marks. */
export const liveConversation = z.object({
  sessionId: z.string(),
  handoff: handoffState,
  visitorReadId: z.number().int(),
  agentReadId: z.number().int(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  messages: z.array(chatMessage),
});
export type LiveConversation = z.infer<typeof liveConversation>;

/** The events of a conversation's stream (server-sent events; `message` carries the message id as event id). */
export type LiveEvent =
  | { event: 'message'; data: z.infer<typeof chatMessage> }
  | { event: 'state'; data: { handoff: z.infer<typeof handoffState>; visitorReadId: number; agentReadId: number } }
  | { event: 'typing'; data: { by: 'visitor' | 'staff'; name: string | null } }
  /** Sent before the server closes a stream because newer ones went past a cap: the client does not reconnect. */
  | { event: 'replaced'; data: { message: string } };

export const pushSubscriptionRequest = z.object({
  endpoint: z
    .url({ protocol: /^https$/, error: 'endpoint must be an https URL' })
    .max(1000, 'endpoint must be at most 1000 characters'),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}$/, 'keys.p256dh must be a base64url key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'keys.auth must be a base64url secret'),
  }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;
export const pushKeyResponse = z.object({ publicKey: z.string() });
