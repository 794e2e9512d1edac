import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse } from '../../../contracts/chat';
import {
  acceptsMessage,
  type ChatEntry,
  type ChatState,
  chatReducer,
  chatRequestFor,
  initialChatState,
  offersTranscript,
} from './chat-state';

const NOW = '2026-01-01T10:00:00.000Z';
const start = () => initialChatState('Hello! How can I help?', NOW);

const stored = (id: number, role: 'user' | 'assistant', content: string): ChatMessage => ({
  id,
  role,
  content,
  timestamp: NOW,
  sources: role === 'assistant' ? [{ id: 15, title: 'Pricing' }] : null,
  confidence: role === 'assistant' ? 'answer' : null,
  helpful: null,
});

const userEntry = (key: string, content: string): ChatEntry => ({
  key,
  role: 'user',
  content,
  timestamp: NOW,
  sources: [],
  helpful: null,
});

const reply = (sessionId: string, messageId: number, response = 'It costs **$0**.'): ChatResponse => ({
  success: true,
  message: response,
  response,
  sessionId,
  messageId,
  sources: [{ id: 15, title: 'How much does a micro market cost?' }],
  confidence: 'answer',
});

/** A state after one question and its answer in session s-1. */
function afterOneExchange(): ChatState {
  let state = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'How much?') });
  state = chatReducer(state, {
    type: 'replyReceived',
    key: 'a1',
    reply: reply('session-1', 2),
    timestamp: NOW,
    contactSaved: false,
  });
  return state;
}

describe('chat state', () => {
  it('starts with the assistant greeting, no session, idle', () => {
    const state = start();
    expect(state.entries).toHaveLength(1);
    expect(state.entries[0]).toMatchObject({ role: 'assistant', local: 'greeting' });
    expect(state.sessionId).toBeNull();
    expect(state.loading).toBe(false);
  });

  it('adopts a stored history after the greeting', () => {
    const state = chatReducer(start(), {
      type: 'historyLoaded',
      sessionId: 'session-1',
      messages: [stored(1, 'user', 'Price?'), stored(2, 'assistant', 'Nothing.')],
      contactSaved: true,
    });
    expect(state.entries.map((entry) => entry.content)).toEqual(['Hello! How can I help?', 'Price?', 'Nothing.']);
    expect(state.entries[2]).toMatchObject({ messageId: 2, sources: [{ id: 15, title: 'Pricing' }] });
    expect(state.entries[1]!.messageId).toBeUndefined();
    expect(state.sessionId).toBe('session-1');
    expect(state.contactSaved).toBe(true);
  });

  it('ignores an empty history, and one arriving after a new conversation began', () => {
    expect(chatReducer(start(), { type: 'historyLoaded', sessionId: 's', messages: [], contactSaved: false })).toEqual(
      start(),
    );
    const sending = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'Hi') });
    const late = chatReducer(sending, {
      type: 'historyLoaded',
      sessionId: 'old',
      messages: [stored(1, 'user', 'old')],
      contactSaved: false,
    });
    expect(late).toBe(sending);
  });

  it('is loading between the question and the reply, and takes the session the server answers', () => {
    const sending = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'How much?') });
    expect(sending.loading).toBe(true);
    expect(sending.entries.at(-1)).toMatchObject({ role: 'user', content: 'How much?' });
    const answered = chatReducer(sending, {
      type: 'replyReceived',
      key: 'a1',
      reply: reply('session-1', 2),
      timestamp: NOW,
      contactSaved: false,
    });
    expect(answered.loading).toBe(false);
    expect(answered.sessionId).toBe('session-1');
    expect(answered.entries.at(-1)).toMatchObject({
      role: 'assistant',
      content: 'It costs **$0**.',
      messageId: 2,
      sources: [{ id: 15, title: 'How much does a micro market cost?' }],
    });
  });

  it('a new session from the server forgets the saved contact of the old one', () => {
    const saved = chatReducer(afterOneExchange(), { type: 'contactSaved' });
    expect(saved.contactSaved).toBe(true);
    const same = chatReducer(chatReducer(saved, { type: 'sendStarted', entry: userEntry('u2', 'More?') }), {
      type: 'replyReceived',
      key: 'a2',
      reply: reply('session-1', 4),
      timestamp: NOW,
      contactSaved: false,
    });
    expect(same.contactSaved).toBe(true);
    const replaced = chatReducer(chatReducer(saved, { type: 'sendStarted', entry: userEntry('u2', 'More?') }), {
      type: 'replyReceived',
      key: 'a2',
      reply: reply('session-2', 1),
      timestamp: NOW,
      contactSaved: false,
    });
    expect(replaced.sessionId).toBe('session-2');
    expect(replaced.contactSaved).toBe(false);
  });

  it('a failure appends a local assistant message and ends loading', () => {
    const sending = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'Hi') });
    const failed = chatReducer(sending, { type: 'sendFailed', key: 'f1', content: 'Trouble', timestamp: NOW });
    expect(failed.loading).toBe(false);
    expect(failed.entries.at(-1)).toMatchObject({ role: 'assistant', content: 'Trouble', local: 'failure' });
    expect(failed.sessionId).toBeNull();
  });

  it('records a vote on the rated answer only', () => {
    const rated = chatReducer(afterOneExchange(), { type: 'rated', messageId: 2, helpful: false });
    expect(rated.entries.map((entry) => entry.helpful)).toEqual([null, null, false]);
  });
});

describe('sending rules', () => {
  it('ignores a blank message and any message while a reply is loading', () => {
    expect(acceptsMessage(start(), '  \n ')).toBe(false);
    expect(acceptsMessage(start(), 'Hours?')).toBe(true);
    const sending = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'Hi') });
    expect(acceptsMessage(sending, 'Hours?')).toBe(false);
  });

  it('sends the stored conversation plus the new message, without the greeting or local failures', () => {
    let state = afterOneExchange();
    state = chatReducer(chatReducer(state, { type: 'sendStarted', entry: userEntry('u2', 'And?') }), {
      type: 'sendFailed',
      key: 'f1',
      content: 'Trouble',
      timestamp: NOW,
    });
    expect(chatRequestFor(state, 'Hours?')).toEqual({
      sessionId: 'session-1',
      messages: [
        { role: 'user', content: 'How much?' },
        { role: 'assistant', content: 'It costs **$0**.' },
        { role: 'user', content: 'And?' },
        { role: 'user', content: 'Hours?' },
      ],
    });
  });

  it('continues the stored session when the visitor sends before its history has arrived', () => {
    expect(chatRequestFor(start(), 'Hours?', 'stored-session').sessionId).toBe('stored-session');
    expect(chatRequestFor(afterOneExchange(), 'Hours?', 'stored-session').sessionId).toBe('session-1');
    expect(chatRequestFor(start(), 'Hours?').sessionId).toBeNull();
  });

  it('keeps the request within the server limit of 60 messages, the new one last', () => {
    let state = start();
    for (let i = 0; i < 40; i++) {
      state = chatReducer(state, { type: 'sendStarted', entry: userEntry(`u${i}`, `q${i}`) });
      state = chatReducer(state, {
        type: 'replyReceived',
        key: `a${i}`,
        reply: reply('s', i),
        timestamp: NOW,
        contactSaved: false,
      });
    }
    const request = chatRequestFor(state, 'last');
    expect(request.messages).toHaveLength(60);
    expect(request.messages?.at(-1)).toEqual({ role: 'user', content: 'last' });
  });
});

describe('transcript button', () => {
  it('shows with more than 2 messages in a conversation and until a contact is saved', () => {
    expect(offersTranscript(start())).toBe(false);
    const sending = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'Hi') });
    expect(offersTranscript(sending)).toBe(false);
    const answered = afterOneExchange();
    expect(answered.entries).toHaveLength(3);
    expect(offersTranscript(answered)).toBe(true);
    expect(offersTranscript(chatReducer(answered, { type: 'contactSaved' }))).toBe(false);
  });

  it('is not offered when nothing reached the server (no session to e-mail)', () => {
    let state = chatReducer(start(), { type: 'sendStarted', entry: userEntry('u1', 'Hi') });
    state = chatReducer(state, { type: 'sendFailed', key: 'f1', content: 'Trouble', timestamp: NOW });
    expect(state.entries).toHaveLength(3);
    expect(offersTranscript(state)).toBe(false);
  });
});
