import type { ChatMessage, HandoffState } from '../../../../contracts/chat';

/** A live conversation as its stream has told it so far (docs/product/live-chat.md). */
export type LiveConversationState = {
  /** Every message once, in id order. */
  messages: ChatMessage[];
  handoff: HandoffState | null;
  /** The last message the visitor has seen, and the last one the person who has the chat has read. */
  visitorReadId: number;
  agentReadId: number;
  /** Whether the visitor is typing now (until a message of theirs arrives or the signal lapses). */
  visitorTyping: boolean;
  /** How many typing signals came from the visitor: each one holds the dots a little longer. */
  typingSignals: number;
  /**
   * The stream: connecting (first time), open, reconnecting, refused (the chat is not there), or replaced (this
   * session opened more chat streams than the server keeps, in other tabs or panes, and this was the oldest).
   */
  connection: 'connecting' | 'open' | 'reconnecting' | 'refused' | 'replaced';
};

export type LiveConversationEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'state'; handoff: HandoffState; visitorReadId: number; agentReadId: number }
  | { type: 'typing'; by: 'visitor' | 'staff' }
  | { type: 'typingLapsed' }
  | { type: 'connection'; connection: LiveConversationState['connection'] };

export const initialConversation: LiveConversationState = {
  messages: [],
  handoff: null,
  visitorReadId: 0,
  agentReadId: 0,
  visitorTyping: false,
  typingSignals: 0,
  connection: 'connecting',
};

/** Adds a message in id order; one already there (a resent event after a reconnection) is kept once. */
export function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  if (messages.some((known) => known.id === message.id)) return messages;
  const last = messages.at(-1);
  if (!last || last.id < message.id) return [...messages, message];
  return [...messages, message].sort((a, b) => a.id - b.id);
}

export function conversationReducer(state: LiveConversationState, event: LiveConversationEvent): LiveConversationState {
  switch (event.type) {
    case 'message': {
      const messages = withMessage(state.messages, event.message);
      if (messages === state.messages) return state;
      // The visitor's message is what they were typing.
      const visitorTyping = event.message.role === 'user' ? false : state.visitorTyping;
      return { ...state, messages, visitorTyping, connection: 'open' };
    }
    case 'state':
      return {
        ...state,
        handoff: event.handoff,
        // Read marks only move forward, whatever order the events come in.
        visitorReadId: Math.max(state.visitorReadId, event.visitorReadId),
        agentReadId: Math.max(state.agentReadId, event.agentReadId),
        connection: 'open',
      };
    case 'typing':
      return event.by === 'visitor' ? { ...state, visitorTyping: true, typingSignals: state.typingSignals + 1 } : state;
    case 'typingLapsed':
      return state.visitorTyping ? { ...state, visitorTyping: false } : state;
    case 'connection':
      return state.connection === event.connection ? state : { ...state, connection: event.connection };
  }
}

/** The latest message the visitor wrote, for the read mark. */
export const lastVisitorMessageId = (messages: ChatMessage[]) =>
  messages.findLast((message) => message.role === 'user')?.id ?? 0;

/** The latest message written by staff, under which "Seen" shows once the visitor has seen it. */
export const lastStaffMessageId = (messages: ChatMessage[]) =>
  messages.findLast((message) => message.role === 'staff')?.id ?? null;
