import type { ChatMessage, ChatRequest, ChatResponse, HandoffState } from '../../../contracts/chat';

/** The size limits of `chatApi.send` (src/contracts/chat.ts), repeated here so the widget carries no zod. */
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
  /** The id of an answer the visitor may vote on; absent for local messages, the visitor's and the chat's notices. */
  messageId?: number;
  /** The stored message's id, once known: what the live stream's messages are matched against. */
  storedId?: number;
  /** A visitor's message on its way: its stored copy may come back over the live stream before the reply. */
  pending?: boolean;
  /** An answer the assistant was unsure of, given while someone on staff could take the chat. */
  offersPerson?: boolean;
  sources: ChatSource[];
  helpful: boolean | null;
  local?: 'greeting' | 'failure';
};

export type ChatState = {
  entries: ChatEntry[];
  sessionId: string | null;
  loading: boolean;
  contactSaved: boolean;
  /** Where the conversation stands with a person (docs/product/live-chat.md); null: the assistant alone. */
  handoff: HandoffState | null;
  /** The staff member has read the conversation up to this message id. */
  agentReadId: number;
  /** The first name of the staff member typing now, or null. */
  staffTyping: string | null;
  /**
   * The highest message id a reply to this panel named. A visitor's message the assistant answered is stored
   * before its answer, with an id the panel is never told: one at or below this that the stream sends is not new.
   */
  repliedUpTo: number;
  /**
   * The live stream was taken over by the same chat opened in another tab (the server's `replaced`): this tab
   * does not reconnect until the visitor asks to continue here, so two tabs never take it from each other.
   */
  streamReplaced: boolean;
};

export type ChatAction =
  | {
      type: 'historyLoaded';
      sessionId: string;
      messages: ChatMessage[];
      contactSaved: boolean;
      handoff?: HandoffState | undefined;
    }
  | { type: 'sendStarted'; entry: ChatEntry }
  | { type: 'replyReceived'; key: string; reply: ChatResponse; timestamp: string; contactSaved: boolean }
  | { type: 'sendFailed'; key: string; content: string; timestamp: string }
  | { type: 'contactSaved' }
  | { type: 'rated'; messageId: number; helpful: boolean | null }
  /** Stored messages from the live stream or a re-read history, oldest first: each shown once. */
  | { type: 'liveMessages'; messages: ChatMessage[] }
  | { type: 'handoffState'; handoff: HandoffState; agentReadId?: number }
  | { type: 'staffTyping'; name: string | null }
  | { type: 'streamReplaced'; replaced: boolean };

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
    handoff: null,
    agentReadId: 0,
    staffTyping: null,
    repliedUpTo: 0,
    streamReplaced: false,
  };
}

const fromStored = (message: ChatMessage): ChatEntry => ({
  key: `stored-${message.id}`,
  role: message.role,
  authorName: message.authorName ?? null,
  content: message.content,
  timestamp: message.timestamp,
  // The chat's own notices (a person joined, left ...) are stored without a tier and take no vote.
  messageId: message.role === 'assistant' && message.confidence !== null ? message.id : undefined,
  storedId: message.id,
  sources: message.sources ?? [],
  helpful: message.helpful,
});

const isOpen = (handoff: HandoffState | null) => handoff?.status === 'waiting' || handoff?.status === 'live';

/** Sets what `update` returns on the last entry `pick` chooses; the state unchanged when none does. */
function updateLast(
  entries: ChatEntry[],
  pick: (entry: ChatEntry) => boolean,
  update: (entry: ChatEntry) => ChatEntry,
) {
  const index = entries.findLastIndex(pick);
  if (index < 0) return entries;
  const next = entries.slice();
  next[index] = update(entries[index] as ChatEntry);
  return next;
}

const settled = (entry: ChatEntry): ChatEntry => {
  const { pending: _, ...rest } = entry;
  return rest;
};

/**
 * One stored message from the stream, shown once (docs/product/live-chat.md): one the panel holds is skipped; the
 * visitor's own message comes back and is matched to the copy shown when it was sent.
 */
function addStored(state: ChatState, message: ChatMessage): ChatState {
  if (state.entries.some((entry) => entry.storedId === message.id)) return state;
  if (message.role === 'user') {
    const waiting = state.entries.findIndex((entry) => entry.pending && entry.content === message.content);
    if (waiting >= 0) {
      const entries = state.entries.slice();
      entries[waiting] = { ...settled(entries[waiting] as ChatEntry), storedId: message.id };
      return { ...state, entries };
    }
    if (message.id <= state.repliedUpTo) return state;
  }
  return {
    ...state,
    entries: [...state.entries, fromStored(message)],
    staffTyping: message.role === 'staff' ? null : state.staffTyping,
  };
}

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
        handoff: action.handoff ?? null,
      };
    }
    case 'sendStarted':
      return {
        ...state,
        entries: [...state.entries, action.entry.role === 'user' ? { ...action.entry, pending: true } : action.entry],
        loading: true,
      };
    case 'replyReceived': {
      const { reply } = action;
      const sessionChanged = reply.sessionId !== state.sessionId;
      const handoff = reply.handoff ?? state.handoff;
      const base = {
        ...state,
        loading: false,
        sessionId: reply.sessionId,
        contactSaved: sessionChanged ? action.contactSaved : state.contactSaved,
        handoff,
        repliedUpTo: Math.max(state.repliedUpTo, reply.messageId),
      };
      const known = state.entries.some((entry) => entry.storedId === reply.messageId);
      // To a person: the message was stored for them (its id is the reply's) and the assistant said nothing.
      if (reply.confidence === 'person') {
        const entries = known
          ? state.entries
          : updateLast(
              state.entries,
              (entry) => !!entry.pending,
              (entry) => ({ ...settled(entry), storedId: reply.messageId }),
            );
        return { ...base, entries };
      }
      const entries = updateLast(state.entries, (entry) => !!entry.pending, settled);
      // The answer already came over the live stream.
      if (known) return { ...base, entries };
      const notice = reply.confidence === 'intent' && reply.handoff !== undefined && reply.handoff.status !== null;
      const unsure = reply.confidence === 'hedged' || reply.confidence === 'none';
      return {
        ...base,
        entries: [
          ...entries,
          {
            key: action.key,
            role: 'assistant',
            content: reply.response,
            timestamp: action.timestamp,
            ...(notice ? {} : { messageId: reply.messageId }),
            storedId: reply.messageId,
            ...(unsure && reply.handoff?.staffAvailable && !isOpen(handoff) ? { offersPerson: true } : {}),
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
          ...updateLast(state.entries, (entry) => !!entry.pending, settled),
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
    case 'liveMessages':
      return action.messages.reduce(addStored, state);
    case 'handoffState':
      return {
        ...state,
        handoff: action.handoff,
        agentReadId: Math.max(state.agentReadId, action.agentReadId ?? 0),
        staffTyping: action.handoff.status === 'live' ? state.staffTyping : null,
      };
    case 'staffTyping':
      return { ...state, staffTyping: action.name };
    case 'streamReplaced':
      return state.streamReplaced === action.replaced ? state : { ...state, streamReplaced: action.replaced };
  }
}

/**
 * The body of `chatApi.send` (docs/product/chat-assistant.md): the conversation including the new user message. Local messages stay out,
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

/** A person is being fetched or has the chat: the visitor's messages go to them (docs/product/live-chat.md). */
export const withPerson = (state: ChatState) => isOpen(state.handoff);

/** The hand-off needs the live part of the widget: a stream while a person is involved, else the details form. */
export const needsLive = (state: ChatState) =>
  state.handoff !== null && state.handoff.status !== 'ended' && state.handoff.status !== null;

/** The panel's subtitle: who is answering. */
export function subtitleOf(state: ChatState) {
  if (state.handoff?.status === 'waiting') return 'Waiting for a person…';
  if (state.handoff?.status === 'live') return `${state.handoff.agentName ?? 'Someone'} from our team`;
  return 'Powered by AI';
}

/** The key of the last message when it is an unsure answer that offers a person, and none is involved yet. */
export function personOfferKey(state: ChatState) {
  const last = state.entries.at(-1);
  return last?.offersPerson && !withPerson(state) && !state.loading ? last.key : undefined;
}

/** The key of the visitor's last message once the staff member has read it ("Seen"). */
export function seenKey(state: ChatState) {
  const last = state.entries.findLast((entry) => entry.role === 'user');
  return last?.storedId !== undefined && state.agentReadId >= last.storedId ? last.key : undefined;
}

/** The highest stored message id the panel holds: the live stream starts after it. */
export const lastStoredId = (state: ChatState) =>
  state.entries.reduce((highest, entry) => Math.max(highest, entry.storedId ?? 0), 0);

/** The newest message from the staff member, which the visitor has seen once it is on screen. */
export const lastStaffId = (state: ChatState) =>
  state.entries.findLast((entry) => entry.role === 'staff')?.storedId ?? 0;
