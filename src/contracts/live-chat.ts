import { z } from 'zod';
import {
  chatContactRequest,
  chatMessage,
  chatOkResponse,
  chatSessionParams,
  handoffState,
  visitorRefusals,
} from './chat';
import { liveChatCalls } from './chat-widget';
import { clientMessageId } from './client-message-id';
import { endpoint } from './endpoint';
import { handoffStatuses } from './enums';
import { changeErrors, errorResponse, errorsOf, successResponse } from './fields';
import { text } from './text';
import { visitorContext } from './visitor-context';

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
export const availabilityResponse = successResponse.extend({ available: z.boolean() });

/** `:sessionId` in the path, on the visitor's side and the staff's: as the visitor's chat calls take it. */
export const liveSessionParams = chatSessionParams;
/** A conversation's messages after this id (0: all of them); a reconnecting stream resumes after its Last-Event-ID. */
export const liveAfterQuery = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });

/** Asking for a person: the hand-off's state, and the id of the notice stored in the chat. */
export const handoffResponse = successResponse.extend({ handoff: handoffState, messageId: z.number() });
export type HandoffResponse = z.infer<typeof handoffResponse>;
/** A staff message stored (or the one stored the first time, for the same `clientMessageId`). */
export const liveMessageResponse = successResponse.extend({ messageId: z.number() });

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

/** Stop notifying a browser: the endpoint its subscription was saved with. */
export const pushUnsubscribeRequest = z.object({ endpoint: pushSubscriptionRequest.shape.endpoint });

const tags = ['live chat'] as const;

/**
 * Live hand-off from the assistant to a person on staff (docs/product/live-chat.md, decision 042). The visitor's
 * side is keyed by the session id alone; the staff's side is for every staff role. `visitorStream`, `queue` and
 * `conversation` answer server-sent events when asked with Accept: text/event-stream, else the state now. The
 * widget calls the visitor's side through `widgetLiveChatApi` (contracts/chat-widget.ts), which carries no zod.
 */
export const liveChatApi = {
  visitorStream: endpoint({
    ...liveChatCalls.visitorStream,
    summary:
      'The conversation as it happens: server-sent events (message, state, typing) with Accept: text/event-stream, else the conversation now',
    tags,
    params: liveSessionParams,
    query: liveAfterQuery,
    answer: liveConversation,
    errors: visitorRefusals,
  }),
  requestHandoff: endpoint({
    ...liveChatCalls.requestHandoff,
    summary: 'Ask for a person: the chat waits for staff, or offers to leave a name and e-mail',
    tags,
    params: liveSessionParams,
    body: emptyRequest,
    answer: handoffResponse,
    errors: visitorRefusals,
  }),
  handoffContact: endpoint({
    ...liveChatCalls.handoffContact,
    summary: 'Nobody could take the chat: leave a name and e-mail; the conversation becomes an inquiry',
    tags,
    params: liveSessionParams,
    body: handoffContactRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  visitorTyping: endpoint({
    ...liveChatCalls.visitorTyping,
    summary: 'The visitor is typing (shown to the person who has the chat)',
    tags,
    params: liveSessionParams,
    body: emptyRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  visitorRead: endpoint({
    ...liveChatCalls.visitorRead,
    summary: 'The visitor has seen the conversation up to a message',
    tags,
    params: liveSessionParams,
    body: readRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  visitorEnd: endpoint({
    ...liveChatCalls.visitorEnd,
    summary: 'The visitor ends the chat with a person; the assistant answers again',
    tags,
    params: liveSessionParams,
    body: emptyRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  availability: endpoint({
    method: 'PUT',
    path: '/api/admin/live/availability',
    summary: 'Mark yourself available for chats (until you sign out or close the back office) or away',
    tags,
    body: availabilityRequest,
    answer: availabilityResponse,
    errors: changeErrors,
  }),
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/live/queue',
    summary:
      'Chats waiting for a person and those a person has: server-sent `queue` events with Accept: text/event-stream (keeps availability alive), else the queue now',
    tags,
    answer: liveQueue,
    errors: changeErrors,
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/api/admin/live/:sessionId',
    summary: 'One chat as it happens (server-sent message, state, typing events), else the chat now',
    tags,
    params: liveSessionParams,
    query: liveAfterQuery,
    answer: liveConversation,
    errors: changeErrors,
  }),
  context: endpoint({
    method: 'GET',
    path: '/api/admin/live/:sessionId/context',
    summary:
      'Who the visitor of a chat is: their details, the page they are on and its market, where they came from, and their earlier chats (same e-mail)',
    tags,
    params: liveSessionParams,
    answer: visitorContext,
    errors: errorsOf(400, 404),
  }),
  take: endpoint({
    method: 'POST',
    path: '/api/admin/live/:sessionId/take',
    summary: 'Take a waiting chat (409 with who has it when someone was faster)',
    tags,
    params: liveSessionParams,
    body: emptyRequest,
    answer: chatOkResponse,
    errors: changeErrors,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/admin/live/:sessionId/messages',
    summary:
      'Write to the visitor in a chat you have taken; sent again with the same `clientMessageId`, answers the message stored the first time',
    tags,
    params: liveSessionParams,
    body: liveMessageRequest,
    answer: liveMessageResponse,
    status: 201,
    errors: { 403: errorResponse, ...changeErrors },
  }),
  staffTyping: endpoint({
    method: 'POST',
    path: '/api/admin/live/:sessionId/typing',
    summary: 'You are typing (the visitor sees your first name)',
    tags,
    params: liveSessionParams,
    body: emptyRequest,
    answer: chatOkResponse,
    errors: changeErrors,
  }),
  staffRead: endpoint({
    method: 'POST',
    path: '/api/admin/live/:sessionId/read',
    summary: 'You have read the chat up to a message (the visitor sees "Seen")',
    tags,
    params: liveSessionParams,
    body: readRequest,
    answer: chatOkResponse,
    errors: changeErrors,
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/admin/live/:sessionId/end',
    summary:
      "End a chat you have (the assistant answers the visitor again); a manager or admin ends another's or a waiting chat with `asManager: true`; otherwise 403 naming who has it",
    tags,
    params: liveSessionParams,
    body: endChatRequest,
    answer: chatOkResponse,
    errors: { 403: errorResponse, ...changeErrors },
  }),
  pushKey: endpoint({
    method: 'GET',
    path: '/api/admin/live/push-key',
    summary: "The server's Web Push public key (VAPID), made on first start",
    tags,
    answer: pushKeyResponse,
  }),
  subscribePush: endpoint({
    method: 'POST',
    path: '/api/admin/live/push-subscriptions',
    summary: "Notify this browser of waiting chats (the PushSubscription's JSON)",
    tags,
    body: pushSubscriptionRequest,
    answer: chatOkResponse,
    status: 201,
    errors: errorsOf(400),
  }),
  unsubscribePush: endpoint({
    method: 'DELETE',
    path: '/api/admin/live/push-subscriptions',
    summary: 'Stop notifying this browser',
    tags,
    body: pushUnsubscribeRequest,
    answer: chatOkResponse,
    errors: errorsOf(400),
  }),
};
