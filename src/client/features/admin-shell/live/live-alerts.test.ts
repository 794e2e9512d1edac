import { describe, expect, it } from 'vitest';
import type { LiveQueue, LiveQueueItem } from '../../../../contracts/live-chat';
import { liveChatUrl, newlyWaiting, waitingChatTag, waitingChatText } from './newly-waiting';
import { waitingTitle } from './waiting-title';

const item = (sessionId: string, extra: Partial<LiveQueueItem> = {}): LiveQueueItem => ({
  sessionId,
  status: 'waiting',
  userName: null,
  userEmail: null,
  since: '2026-03-04T15:30:00.000Z',
  agentId: null,
  agentName: null,
  preview: "I'd like to talk to a human",
  unread: 0,
  ...extra,
});
const queue = (waiting: LiveQueueItem[], live: LiveQueueItem[] = []): LiveQueue => ({
  waiting,
  live,
  available: true,
  availableStaff: 1,
});

describe('newlyWaiting', () => {
  it('finds nothing new on the first reading', () => {
    expect(newlyWaiting(null, queue([item('aaaaaaaa')]))).toEqual([]);
  });

  it('finds the chats that appeared in the waiting list, in its order', () => {
    const before = queue([item('aaaaaaaa')]);
    const after = queue([item('aaaaaaaa'), item('bbbbbbbb'), item('cccccccc')]);
    expect(newlyWaiting(before, after).map((chat) => chat.sessionId)).toEqual(['bbbbbbbb', 'cccccccc']);
  });

  it('ignores a chat that was taken, one that left, and an update of one already waiting', () => {
    const before = queue([item('aaaaaaaa'), item('bbbbbbbb')]);
    const after = queue([item('bbbbbbbb', { preview: 'Hello?' })], [item('aaaaaaaa', { status: 'live', agentId: 1 })]);
    expect(newlyWaiting(before, after)).toEqual([]);
  });

  it('finds a chat again when it waits a second time after leaving the list', () => {
    const first = queue([item('aaaaaaaa')]);
    const taken = queue([], [item('aaaaaaaa', { status: 'live' })]);
    const again = queue([item('aaaaaaaa')]);
    expect(newlyWaiting(first, taken)).toEqual([]);
    expect(newlyWaiting(taken, again).map((chat) => chat.sessionId)).toEqual(['aaaaaaaa']);
  });
});

describe('waitingChatText', () => {
  it('names the visitor when known, else "A visitor", with their latest line', () => {
    expect(waitingChatText({ userName: 'Vera', preview: 'Hi' })).toBe('Vera: Hi');
    expect(waitingChatText({ userName: null, preview: "I'd like to talk to a human" })).toBe(
      "A visitor: I'd like to talk to a human",
    );
    expect(waitingChatText({ userName: '  ', preview: null })).toBe('A visitor asked for a person');
  });

  it('opens and tags a chat as the Web Push notification does', () => {
    expect(liveChatUrl('abc_DEF-12')).toBe('/admin-chat?chat=abc_DEF-12');
    expect(waitingChatTag('abc_DEF-12')).toBe('chat-abc_DEF-12');
  });
});

describe('waitingTitle', () => {
  const title = 'Chat Sessions · Elevate Micro Markets Admin';

  it('puts the count of waiting chats before the title', () => {
    expect(waitingTitle(title, 2)).toBe(`(2) ${title}`);
  });

  it('replaces a count already there and removes it when nothing waits', () => {
    expect(waitingTitle(`(2) ${title}`, 3)).toBe(`(3) ${title}`);
    expect(waitingTitle(`(3) ${title}`, 0)).toBe(title);
    expect(waitingTitle(title, 0)).toBe(title);
  });
});
