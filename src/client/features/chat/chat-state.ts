import type { ChatMessage, ChatRequest, ChatResponse } from '../../../contracts/chat';

/** The size limits of POST /api/chat (src/contracts/chat.ts), repeated here so the widget carries no zod. */
export const CHAT_MESSAGE_MAX = 2000;
const CHAT_HISTORY_MAX = 60;
const CHAT_CONTENT_MAX = CHAT_MESSAGE_MAX * 4;

// The transcript button shows when the panel holds more than 2 messages (docs/product/chat-assistant.md).
export const TRANSCRIPT_THRESHOLD = 2;

/** Where an answer came from: a curated entry, or a page of the site with its link. */
export type ChatSource = { id: number | null; title: string; link?: string | null | undefined };

/** One message in the panel. Local ones (the greeting, a connection failure) were never stored on the server. */
export type ChatEntry = {
  key: string;
  role: 'user' | 'assistant' | 'staff';
  /** The first name of the person on staff who wrote a `staff` message. */
  authorName?: string | null;
  content: string;
  timestamp: string;
  /** The stored message's id, which a vote needs; absent for local messages and the visitor's unsent echo. */
  messageId?: number;
  sources: ChatSource[];
  helpful: boolean | null;
  local?: 'greeting' | 'failure';
};

export type ChatState = {
  entries: ChatEntry[];
  sessionId: string | null;
  loading: boolean;
  contactSaved: boolean;
};

export type ChatAction =
  | { type: 'historyLoaded'; sessionId: string; messages: ChatMessage[]; contactSaved: boolean }
  | { type: 'sendStarted'; entry: ChatEntry }
  | { type: 'replyReceived'; key: string; reply: ChatResponse; timestamp: string; contactSaved: boolean }
  | { type: 'sendFailed'; key: string; content: string; timestamp: string }
  | { type: 'contactSaved' }
  | { type: 'rated'; messageId: number; helpful: boolean | null };

export function initialChatState(greeting: string, timestamp: string): ChatState {
  return {
    entries: [
      {
        key: 'greeting',
        role: 'assistant',
        content: greeting,
        timestamp,
        sources: [],
        helpful: null,
        local: 'greeting',
      },
    ],
    sessionId: null,
    loading: false,
    contactSaved: false,
  };
}

const fromStored = (message: ChatMessage): ChatEntry => ({
  key: `stored-${message.id}`,
  role: message.role,
  authorName: message.authorName ?? null,
  content: message.content,
  timestamp: message.timestamp,
  messageId: message.role === 'assistant' ? message.id : undefined,
  sources: message.sources ?? [],
  helpful: message.helpful,
});

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'historyLoaded': {
      // Adopted only with at least one message, and not when a new conversation has already begun (docs/product/chat-assistant.md).
      if (action.messages.length === 0 || state.sessionId !== null || state.loading) return state;
      const [greeting, ...rest] = state.entries;
      return {
        ...state,
        entries: [...(greeting ? [greeting] : []), ...action.messages.map(fromStored), ...rest],
        sessionId: action.sessionId,
        contactSaved: action.contactSaved,
      };
    }
    case 'sendStarted':
      return { ...state, entries: [...state.entries, action.entry], loading: true };
    case 'replyReceived': {
      const { reply } = action;
      const sessionChanged = reply.sessionId !== state.sessionId;
      return {
        ...state,
        loading: false,
        sessionId: reply.sessionId,
        contactSaved: sessionChanged ? action.contactSaved : state.contactSaved,
        entries: [
          ...state.entries,
          {
            key: action.key,
            role: 'assistant',
            content: reply.response,
            timestamp: action.timestamp,
            messageId: reply.messageId,
            sources: reply.sources ?? [],
            helpful: null,
          },
        ],
      };
    }
    case 'sendFailed':
      return {
        ...state,
        loading: false,
        entries: [
          ...state.entries,
          {
            key: action.key,
            role: 'assistant',
            content: action.content,
            timestamp: action.timestamp,
            sources: [],
            helpful: null,
            local: 'failure',
          },
        ],
      };
    case 'contactSaved':
      return { ...state, contactSaved: true };
    case 'rated':
      return {
        ...state,
        entries: state.entries.map((entry) =>
          entry.messageId === action.messageId ? { ...entry, helpful: action.helpful } : entry,
        ),
      };
  }
}

/**
 * The body of POST /api/chat (docs/product/chat-assistant.md): the conversation including the new user message. Local messages stay out,
 * and only the most recent messages go, within the server's limits. A message sent before the stored session's
 * history has arrived continues that stored session rather than starting a new one.
 */
export function chatRequestFor(state: ChatState, text: string, storedSessionId: string | null = null): ChatRequest {
  const conversation = state.entries
    .filter((entry) => !entry.local)
    .map((entry) => ({ role: entry.role, content: entry.content.slice(0, CHAT_CONTENT_MAX) }));
  conversation.push({ role: 'user', content: text });
  return { messages: conversation.slice(-CHAT_HISTORY_MAX), sessionId: state.sessionId ?? storedSessionId };
}

/** Offered until a contact is saved, once the panel holds more than 2 messages and a conversation exists (docs/product/chat-assistant.md). */
export const offersTranscript = (state: ChatState) =>
  !state.contactSaved && state.sessionId !== null && state.entries.length > TRANSCRIPT_THRESHOLD;

/** A blank message, or one sent while a reply is loading, is ignored (docs/product/chat-assistant.md). */
export const acceptsMessage = (state: ChatState, text: string) => !state.loading && text.trim() !== '';
