import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResponse, HandoffState } from '../../../contracts/chat';
import {
  acceptsMessage,
  type ChatEntry,
  type ChatState,
  chatReducer,
  chatRequestFor,
  initialChatState,
  lastStaffId,
  lastStoredId,
  needsLive,
  offersTranscript,
  personOfferKey,
  seenKey,
  subtitleOf,
  withPerson,
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

const send = (state: ChatState, key: string, content: string) =>
  chatReducer(state, { type: 'sendStarted', entry: userEntry(key, content) });
const replied = (state: ChatState, response: ChatResponse, key = `r-${response.messageId}`) =>
  chatReducer(state, { type: 'replyReceived', key, reply: response, timestamp: NOW, contactSaved: false });

/** A state after one question and its answer in session s-1. */
const afterOneExchange = (): ChatState => replied(send(start(), 'u1', 'How much?'), reply('session-1', 2), 'a1');

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
    const answered = replied(sending, reply('session-1', 2), 'a1');
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
    const same = replied(send(saved, 'u2', 'More?'), reply('session-1', 4), 'a2');
    expect(same.contactSaved).toBe(true);
    const replaced = replied(send(saved, 'u2', 'More?'), reply('session-2', 1), 'a2');
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
      state = replied(send(state, `u${i}`, `q${i}`), reply('s', i), `a${i}`);
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

const live = (
  id: number,
  role: 'user' | 'assistant' | 'staff',
  content: string,
  authorName: string | null = null,
): ChatMessage => ({
  id,
  role,
  content,
  authorName,
  timestamp: NOW,
  sources: null,
  confidence: null,
  helpful: null,
});

const handoff = (status: HandoffState['status'], agentName: string | null = null): HandoffState => ({
  status,
  agentName,
  staffAvailable: true,
});

const personReply = (messageId: number, status: HandoffState['status'] = 'live'): ChatResponse => ({
  success: true,
  message: '',
  response: '',
  sessionId: 'session-1',
  messageId,
  sources: [],
  confidence: 'person',
  handoff: handoff(status, status === 'live' ? 'Maria' : null),
});

/** A conversation a person has: history up to message 6, Maria live. */
function liveWithMaria(): ChatState {
  return chatReducer(start(), {
    type: 'historyLoaded',
    sessionId: 'session-1',
    messages: [
      stored(1, 'user', 'How much?'),
      stored(2, 'assistant', 'Nothing.'),
      live(3, 'user', "I'd like to talk to a human"),
      live(4, 'assistant', "I'm fetching a person from our team for you."),
      live(5, 'assistant', 'Maria from our team has joined the chat.'),
      live(6, 'staff', 'Hi, I am Maria. How can I help?', 'Maria'),
    ],
    contactSaved: false,
    handoff: handoff('live', 'Maria'),
  });
}

const streamed = (state: ChatState, ...messages: ChatMessage[]) =>
  chatReducer(state, { type: 'liveMessages', messages });
const contents = (state: ChatState) => state.entries.map((entry) => entry.content);

describe('live chat state', () => {
  it('resumes a hand-off from the history: the state, staff messages with their author, no votes on notices', () => {
    const state = liveWithMaria();
    expect(withPerson(state)).toBe(true);
    expect(needsLive(state)).toBe(true);
    expect(subtitleOf(state)).toBe('Maria from our team');
    expect(state.entries.at(-1)).toMatchObject({ role: 'staff', authorName: 'Maria', storedId: 6 });
    expect(state.entries.at(-1)?.messageId).toBeUndefined();
    // A notice takes no vote; an answer does.
    expect(state.entries[5]?.messageId).toBeUndefined();
    expect(state.entries[2]?.messageId).toBe(2);
    expect(lastStoredId(state)).toBe(6);
    expect(lastStaffId(state)).toBe(6);
  });

  it("a message to a person adds no assistant bubble: the reply gives the stored id to the visitor's copy", () => {
    const sending = send(liveWithMaria(), 'u1', 'Do you stock oat milk?');
    const answered = replied(sending, personReply(7));
    expect(answered.loading).toBe(false);
    expect(answered.entries).toHaveLength(sending.entries.length);
    expect(answered.entries.at(-1)).toMatchObject({ role: 'user', content: 'Do you stock oat milk?', storedId: 7 });
    expect(answered.entries.at(-1)?.pending).toBeUndefined();
    expect(answered.entries.filter((entry) => entry.role === 'assistant' && entry.content === '')).toEqual([]);
  });

  it("the visitor's message coming back over the stream is shown once, before or after the reply", () => {
    // The stream first, then the reply.
    let early = send(liveWithMaria(), 'u1', 'Hello?');
    early = streamed(early, live(7, 'user', 'Hello?'));
    early = replied(early, personReply(7));
    expect(contents(early).filter((content) => content === 'Hello?')).toHaveLength(1);
    expect(early.entries.at(-1)).toMatchObject({ key: 'u1', storedId: 7 });
    // The reply first, then the stream.
    let late = replied(send(liveWithMaria(), 'u1', 'Hello?'), personReply(7));
    late = streamed(late, live(7, 'user', 'Hello?'));
    expect(contents(late).filter((content) => content === 'Hello?')).toHaveLength(1);
    expect(late.entries).toHaveLength(liveWithMaria().entries.length + 1);
  });

  it('a message the panel holds is skipped when the stream sends it again (a reconnect, a re-read history)', () => {
    const state = liveWithMaria();
    const again = streamed(
      state,
      live(5, 'assistant', 'Maria from our team has joined the chat.'),
      live(6, 'staff', 'Hi', 'Maria'),
    );
    expect(again.entries).toEqual(state.entries);
    const next = streamed(again, live(7, 'staff', 'Still there?', 'Maria'), live(7, 'staff', 'Still there?', 'Maria'));
    expect(next.entries).toHaveLength(state.entries.length + 1);
    expect(next.entries.at(-1)).toMatchObject({ role: 'staff', authorName: 'Maria', content: 'Still there?' });
  });

  it('staff messages keep their author and clear the typing mark', () => {
    let state = chatReducer(liveWithMaria(), { type: 'staffTyping', name: 'Maria' });
    expect(state.staffTyping).toBe('Maria');
    state = streamed(state, live(7, 'staff', 'Yes, <b>we do</b>', 'Maria'));
    expect(state.staffTyping).toBeNull();
    expect(state.entries.at(-1)).toMatchObject({ role: 'staff', authorName: 'Maria', content: 'Yes, <b>we do</b>' });
  });

  it('an assistant answer the stream brought before the reply is not added twice', () => {
    let state = send(liveWithMaria(), 'u1', 'Hours?');
    state = streamed(state, live(8, 'assistant', 'We are open 8 to 6.'));
    state = replied(state, { ...reply('session-1', 8, 'We are open 8 to 6.'), handoff: handoff('ended') });
    expect(contents(state).filter((content) => content === 'We are open 8 to 6.')).toHaveLength(1);
    expect(state.loading).toBe(false);
  });

  it("a visitor's message the assistant answered, sent again by the stream, is not new", () => {
    let state = afterOneExchange(); // the answer is message 2, the question 1 (its id never told)
    state = streamed(state, live(1, 'user', 'How much?'));
    expect(state.entries).toHaveLength(3);
    // Another tab's message after that is.
    state = streamed(state, live(9, 'user', 'From my phone'));
    expect(state.entries.at(-1)).toMatchObject({ role: 'user', content: 'From my phone', storedId: 9 });
  });

  it('asking for a person: the notice with the state, the subtitle while waiting, then live', () => {
    let state = send(afterOneExchange(), 'u2', "I'd like to talk to a human");
    state = replied(state, {
      ...reply('session-1', 4, "I'm fetching a person from our team for you."),
      sources: [],
      confidence: 'intent',
      handoff: handoff('waiting'),
    });
    expect(state.entries.at(-1)).toMatchObject({
      storedId: 4,
      content: "I'm fetching a person from our team for you.",
    });
    expect(state.entries.at(-1)?.messageId).toBeUndefined();
    expect(subtitleOf(state)).toBe('Waiting for a person…');
    expect(withPerson(state)).toBe(true);
    state = chatReducer(state, { type: 'handoffState', handoff: handoff('live', 'Maria'), agentReadId: 4 });
    expect(subtitleOf(state)).toBe('Maria from our team');
    state = chatReducer(state, { type: 'handoffState', handoff: handoff('ended') });
    expect(subtitleOf(state)).toBe('Powered by AI');
    expect(needsLive(state)).toBe(false);
    expect(state.agentReadId).toBe(4);
  });

  it('nobody available: the details form is needed, messages go to the assistant', () => {
    const state = chatReducer(afterOneExchange(), { type: 'handoffState', handoff: handoff('unstaffed') });
    expect(needsLive(state)).toBe(true);
    expect(withPerson(state)).toBe(false);
    expect(subtitleOf(state)).toBe('Powered by AI');
  });

  it('an unsure answer offers a person while someone is available, until the next message', () => {
    const unsure = (available: boolean): ChatResponse => ({
      ...reply('session-1', 4, 'I am not sure.'),
      confidence: 'none',
      handoff: { status: null, agentName: null, staffAvailable: available },
    });
    const offered = replied(send(afterOneExchange(), 'u2', 'Do you sell cars?'), unsure(true));
    expect(personOfferKey(offered)).toBe('r-4');
    expect(personOfferKey(replied(send(afterOneExchange(), 'u2', 'Cars?'), unsure(false)))).toBeUndefined();
    expect(personOfferKey(send(offered, 'u3', 'Anything else?'))).toBeUndefined();
    const asked = chatReducer(offered, { type: 'handoffState', handoff: handoff('waiting') });
    expect(personOfferKey(asked)).toBeUndefined();
  });

  it('"Seen" marks the visitor\'s last message once the person has read up to it', () => {
    let state = replied(send(liveWithMaria(), 'u1', 'Thanks'), personReply(7));
    expect(seenKey(state)).toBeUndefined();
    state = chatReducer(state, { type: 'handoffState', handoff: handoff('live', 'Maria'), agentReadId: 6 });
    expect(seenKey(state)).toBeUndefined();
    state = chatReducer(state, { type: 'handoffState', handoff: handoff('live', 'Maria'), agentReadId: 7 });
    expect(seenKey(state)).toBe('u1');
    // A read mark never goes back.
    state = chatReducer(state, { type: 'handoffState', handoff: handoff('live', 'Maria'), agentReadId: 3 });
    expect(state.agentReadId).toBe(7);
  });

  it('a failed message to a person is no longer waiting for its copy', () => {
    const failed = chatReducer(send(liveWithMaria(), 'u1', 'Hi'), {
      type: 'sendFailed',
      key: 'f1',
      content: 'Trouble',
      timestamp: NOW,
    });
    expect(failed.entries.filter((entry) => entry.pending)).toEqual([]);
  });
});
