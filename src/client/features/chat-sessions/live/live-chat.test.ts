import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../contracts/chat';
import type { LiveQueueItem } from '../../../../contracts/live-chat';
import { asTaken, chatOwnership, waitedFor } from './chat-ownership';
import {
  conversationReducer,
  initialConversation,
  lastStaffMessageId,
  lastVisitorMessageId,
  withMessage,
} from './conversation-state';

const message = (id: number, role: ChatMessage['role'] = 'user', content = `message ${id}`): ChatMessage => ({
  id,
  role,
  content,
  authorName: role === 'staff' ? 'Maria' : null,
  timestamp: '2026-03-04T15:30:00.000Z',
  sources: null,
  confidence: null,
  helpful: null,
});

describe('the live conversation', () => {
  it('keeps each message once, in id order, whatever order and however often they arrive', () => {
    let messages = withMessage([], message(2));
    messages = withMessage(messages, message(1));
    messages = withMessage(messages, message(3));
    messages = withMessage(messages, message(2, 'user', 'resent after a reconnection'));
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(messages[1]?.content).toBe('message 2');
  });

  it('answers the same state for a message it already has (nothing to render again)', () => {
    const state = conversationReducer(initialConversation, { type: 'message', message: message(1) });
    expect(conversationReducer(state, { type: 'message', message: message(1) })).toBe(state);
  });

  it("shows the visitor typing until their message arrives or the signal lapses; staff's own typing is not shown", () => {
    let state = conversationReducer(initialConversation, { type: 'typing', by: 'visitor' });
    expect(state.visitorTyping).toBe(true);
    state = conversationReducer(state, { type: 'message', message: message(4, 'staff') });
    expect(state.visitorTyping).toBe(true);
    state = conversationReducer(state, { type: 'message', message: message(5, 'user') });
    expect(state.visitorTyping).toBe(false);
    state = conversationReducer(state, { type: 'typing', by: 'visitor' });
    expect(conversationReducer(state, { type: 'typingLapsed' }).visitorTyping).toBe(false);
    expect(conversationReducer(initialConversation, { type: 'typing', by: 'staff' }).visitorTyping).toBe(false);
  });

  it('takes the hand-off state, and read marks only forward', () => {
    const handoff = { status: 'live' as const, agentName: 'Maria', staffAvailable: true };
    let state = conversationReducer(initialConversation, { type: 'state', handoff, visitorReadId: 7, agentReadId: 5 });
    state = conversationReducer(state, { type: 'state', handoff, visitorReadId: 6, agentReadId: 8 });
    expect(state).toMatchObject({ handoff, visitorReadId: 7, agentReadId: 8, connection: 'open' });
  });

  it('finds the last visitor message (to mark read) and the last staff message (to show Seen under)', () => {
    const messages = [message(1, 'user'), message(2, 'assistant'), message(3, 'staff'), message(4, 'user')];
    expect(lastVisitorMessageId(messages)).toBe(4);
    expect(lastStaffMessageId(messages)).toBe(3);
    expect(lastVisitorMessageId([])).toBe(0);
    expect(lastStaffMessageId(messages.slice(0, 2))).toBeNull();
  });
});

describe('chatOwnership', () => {
  const me = 7;
  it('reads waiting, mine, theirs (with their name) and closed', () => {
    expect(chatOwnership({ status: 'waiting', agentId: null, agentName: null }, me)).toEqual({ kind: 'waiting' });
    expect(chatOwnership({ status: 'live', agentId: 7, agentName: 'Ann' }, me)).toEqual({ kind: 'mine' });
    expect(chatOwnership({ status: 'live', agentId: 8, agentName: 'Maria' }, me)).toEqual({
      kind: 'theirs',
      name: 'Maria',
    });
    expect(chatOwnership({ status: 'live', agentId: 8, agentName: null }, me)).toEqual({
      kind: 'theirs',
      name: 'Someone on staff',
    });
    for (const status of ['ended', 'missed', 'unstaffed', null] as const)
      expect(chatOwnership({ status, agentId: 7, agentName: 'Ann' }, me)).toEqual({ kind: 'closed' });
  });

  it('never calls a chat mine before the staff member is known', () => {
    expect(chatOwnership({ status: 'live', agentId: 7, agentName: 'Ann' }, undefined).kind).toBe('theirs');
  });
});

describe('waitedFor', () => {
  const since = '2026-03-04T15:30:00.000Z';
  const at = (seconds: number) => new Date(since).getTime() + seconds * 1000;
  it('counts seconds, then minutes and seconds, then minutes, then hours', () => {
    expect(waitedFor(since, at(0))).toBe('0 s');
    expect(waitedFor(since, at(35))).toBe('35 s');
    expect(waitedFor(since, at(80))).toBe('1 min 20 s');
    expect(waitedFor(since, at(120))).toBe('2 min');
    expect(waitedFor(since, at(12 * 60 + 5))).toBe('12 min');
    expect(waitedFor(since, at(3 * 3600))).toBe('3 h');
  });

  it('never reads a clock behind the server as negative', () => {
    expect(waitedFor(since, at(-5))).toBe('0 s');
  });
});

describe('a chat the staff member has just taken', () => {
  const waiting: LiveQueueItem = {
    sessionId: 'abc',
    status: 'waiting',
    userName: 'Dana',
    userEmail: null,
    since: '2026-03-04T15:30:00.000Z',
    agentId: null,
    agentName: null,
    preview: 'Is anyone there?',
    unread: 1,
  };
  const me = { id: 7, firstName: 'Maria' };

  it('is theirs at once, so the pane offers the reply box before the queue says so', () => {
    const row = asTaken(waiting, 'abc', me);
    expect(row).toMatchObject({ status: 'live', agentId: 7, agentName: 'Maria' });
    expect(chatOwnership({ status: row?.status ?? null, agentId: row?.agentId ?? null, agentName: null }, 7)).toEqual({
      kind: 'mine',
    });
  });

  it('is as the queue lists it when another chat was taken, or once the queue has moved on', () => {
    expect(asTaken(waiting, 'other', me)).toBe(waiting);
    expect(asTaken(waiting, null, me)).toBe(waiting);
    const theirs = { ...waiting, status: 'live' as const, agentId: 9, agentName: 'Sam' };
    expect(asTaken(theirs, 'abc', me)).toBe(theirs);
  });
});
