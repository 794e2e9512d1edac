import { z } from 'zod';
import { chatCalls } from './chat-widget';
import { clientMessageId } from './client-message-id';
import { storedRecord } from './common';
import { endpoint } from './endpoint';
import { handoffStatuses, storedChatRoles } from './enums';
import { emailAddress, errorsOf, optionalPhoneNumber, requiredLine, successResponse } from './fields';
import { urlId } from './numbers';
import { text } from './text';
import { visitorPagePath, visitorReferrer } from './visitor-context';

/** Sizes that keep one conversation sane (issue 4): a message, the history a client may send, a session. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MAX = 60;
export const CHAT_SESSION_MESSAGES_MAX = 400;
/** Transcripts one session may send in an hour. */
export const TRANSCRIPTS_PER_HOUR = 3;

export const chatSessionId = text('Session id', { trim: true }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a chat session id');

const chatText = text('Message', { multiline: true, trim: true })
  .min(1, 'Type a message')
  .max(CHAT_MESSAGE_MAX, `At most ${CHAT_MESSAGE_MAX} characters`);

/**
 * `chatApi.send` in both shapes of the specs: the widget sends the conversation as `messages` (the new user
 * message last), the chatbot test page sends one `message` with `userEmail` and `userName`. The widget may add the
 * `page` the visitor is on and the `referrer` they came from, which staff see beside a live chat.
 */
export const chatRequest = z
  .object({
    messages: z
      .array(
        z.object({
          role: z.enum(storedChatRoles),
          content: text('Message', { multiline: true }).max(CHAT_MESSAGE_MAX * 4, 'Message is too long'),
        }),
      )
      .max(CHAT_HISTORY_MAX, 'Conversation too long: start a new one')
      .optional(),
    message: chatText.optional(),
    sessionId: text('Session id', { trim: true }).max(64, 'Session id must be at most 64 characters').nullish(),
    userEmail: emailAddress.optional(),
    userName: text('Name', { trim: true }).max(120, 'Name must be at most 120 characters').optional(),
    clientMessageId,
    /** The path of the page the visitor is on (query and hash dropped): kept as the session's latest page. */
    page: visitorPagePath.optional(),
    /** Where the visitor came from: kept, as origin and path, on the session this message starts. */
    referrer: visitorReferrer.optional(),
  })
  .transform((body, context) => {
    const last = body.messages?.at(-1);
    const text = body.message ?? (last?.role === 'user' ? last.content.trim() : undefined);
    const parsed = chatText.safeParse(text ?? '');
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        path: body.message !== undefined ? ['message'] : ['messages'],
        message:
          (text !== undefined && parsed.error.issues[0]?.message) ||
          'Send a message, or a conversation ending with the user message',
      });
      return z.NEVER;
    }
    const sessionId = body.sessionId && chatSessionId.safeParse(body.sessionId).success ? body.sessionId : null;
    return {
      text: parsed.data,
      sessionId,
      userEmail: body.userEmail,
      userName: body.userName || undefined,
      clientMessageId: body.clientMessageId,
      ...(body.page !== undefined && { page: body.page }),
      ...(body.referrer !== undefined && { referrer: body.referrer }),
    };
  });
export type ChatRequest = z.input<typeof chatRequest>;
export type ChatInput = z.output<typeof chatRequest>;

/**
 * Where an answer came from: a curated training entry (its id) or a section of the site (its link, shown to the
 * visitor). Messages stored before site sections were sources have no link.
 */
export const chatSource = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  link: z.string().nullable().optional(),
});
export type ChatSource = z.infer<typeof chatSource>;

/** Why the assistant answered as it did, for staff (the test page and the conversation viewer). */
export const answerExplanation = z.object({
  topic: z.string().nullable(),
  reason: z.string(),
  words: z.array(z.object({ word: z.string(), coverage: z.number() })),
  sources: z.array(
    z.object({ title: z.string(), link: z.string().nullable(), score: z.number(), coverage: z.number() }),
  ),
  runnerUp: z.object({ title: z.string(), score: z.number(), coverage: z.number() }).nullable(),
  followUp: z.boolean(),
  /** What the intent model understood (absent on answers given before it existed). */
  model: z
    .object({
      entry: z.string().nullable(),
      probability: z.number(),
      runnerUp: z.object({ title: z.string().nullable(), probability: z.number() }).nullable(),
      closestPhrasing: z.string().nullable(),
      taught: z.boolean(),
    })
    .nullish(),
});
export type AnswerExplanation = z.infer<typeof answerExplanation>;
/** How an answer came about; `person`: the visitor wrote to a person on staff and the assistant stayed silent. */
export const chatConfidences = ['intent', 'answer', 'hedged', 'none', 'person'] as const;

/**
 * Where the conversation stands with a person (docs/product/live-chat.md). `status` null: the assistant alone;
 * `staffAvailable`: someone on staff could take it now, so the widget may offer a person.
 */
export const handoffState = z.object({
  status: z.enum(handoffStatuses).nullable(),
  agentName: z.string().nullable(),
  staffAvailable: z.boolean(),
});
export type HandoffState = z.infer<typeof handoffState>;

export const chatResponse = successResponse.extend({
  /** The reply again, for clients that read `message` (ADR 011). */
  message: z.string(),
  response: z.string(),
  sessionId: z.string(),
  messageId: z.number().int(),
  sources: z.array(chatSource),
  confidence: z.enum(chatConfidences),
  /** Present when a person is involved or could be: a hand-off started, is under way, or is on offer. */
  handoff: handoffState.optional(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

export const chatMessage = storedRecord({
  role: z.enum(storedChatRoles),
  content: z.string(),
  /** The first name of the person on staff who wrote a `staff` message. */
  authorName: z.string().nullable().optional(),
  timestamp: z.string(),
  sources: z.array(chatSource).nullable(),
  confidence: z.enum(chatConfidences).nullable(),
  helpful: z.boolean().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A message as staff see it: an answer carries why it was given or refused. */
export const staffChatMessage = chatMessage.extend({ explanation: answerExplanation.nullable() });
export type StaffChatMessage = z.infer<typeof staffChatMessage>;

export const chatHistoryResponse = successResponse.extend({
  messages: z.array(chatMessage),
  handoff: handoffState.optional(),
});

export const chatSessionParams = z.object({ sessionId: chatSessionId });

/** `chatApi.saveContact`: who to send the transcript to. */
export const chatContactRequest = z.object({
  userName: requiredLine('Full name', 120),
  userEmail: emailAddress,
  userPhone: optionalPhoneNumber,
});
export type ChatContactRequest = z.input<typeof chatContactRequest>;

export const sendTranscriptRequest = z.object({}).strict().optional();

export const messageFeedbackParams = chatSessionParams.extend({ messageId: urlId('Message id') });
export const messageFeedbackRequest = z.object({ helpful: z.boolean().nullable() });

export const chatOkResponse = successResponse;

const tags = ['chat'];
/** What the visitor's calls may be refused with: a wrong field, an unknown chat, a state that refuses it, too many. */
export const visitorRefusals = errorsOf(400, 404, 409, 429);

/**
 * The visitor's chat (docs/product/chat-assistant.md): anonymous; a session id is the key to its conversation. The
 * widget calls these through `widgetChatApi` (contracts/chat-widget.ts), which carries no zod.
 */
export const chatApi = {
  send: endpoint({
    ...chatCalls.send,
    summary:
      "Send the visitor's message; answers the assistant's reply and the session id to keep (sent again with the same `clientMessageId`, the first answer, nothing stored twice)",
    tags,
    body: chatRequest,
    answer: chatResponse,
    errors: visitorRefusals,
  }),
  history: endpoint({
    ...chatCalls.history,
    summary: 'The conversation of a session, oldest first',
    tags,
    params: chatSessionParams,
    answer: chatHistoryResponse,
    errors: visitorRefusals,
  }),
  saveContact: endpoint({
    ...chatCalls.saveContact,
    summary: 'Save who the transcript goes to',
    tags,
    params: chatSessionParams,
    body: chatContactRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  sendTranscript: endpoint({
    ...chatCalls.sendTranscript,
    summary: 'E-mail the conversation to the contact saved on the session',
    tags,
    params: chatSessionParams,
    body: sendTranscriptRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
  rate: endpoint({
    ...chatCalls.rate,
    summary: 'Mark an assistant answer helpful or not helpful',
    tags,
    params: messageFeedbackParams,
    body: messageFeedbackRequest,
    answer: chatOkResponse,
    errors: visitorRefusals,
  }),
};
