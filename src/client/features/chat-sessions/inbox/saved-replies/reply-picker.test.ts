import { describe, expect, it } from 'vitest';
import type { SavedReplyItem } from '../../../../../contracts/saved-replies';
import { offeredReplies, slashQuery, withReply } from './reply-picker';

const reply = (id: number, shortcut: string, body: string): SavedReplyItem => ({
  id,
  shortcut,
  body,
  createdBy: null,
  createdByName: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const replies = [
  reply(1, 'welcome', 'Hi, I am here to help.'),
  reply(2, 'no-cost', 'We install at no cost to the property.'),
  reply(3, 'install-time', 'An installation takes a few weeks.'),
];

describe('saved replies in the reply box', () => {
  it('reads "/" and a shortcut typed at the start, on a new line or after a space', () => {
    expect(slashQuery('/wel', 4)).toEqual({ start: 0, query: 'wel' });
    expect(slashQuery('Thanks! /NO', 11)).toEqual({ start: 8, query: 'no' });
    expect(slashQuery('Line one\n/', 10)).toEqual({ start: 9, query: '' });
  });

  it('does not read a slash inside a word or an address', () => {
    expect(slashQuery('and/or', 6)).toBeNull();
    expect(slashQuery('see https://example.com/', 24)).toBeNull();
    expect(slashQuery('/welcome now', 12)).toBeNull();
  });

  it('offers shortcuts that start with the query first, then those that hold it in the shortcut or text', () => {
    expect(offeredReplies(replies, 'in').map((r) => r.shortcut)).toEqual(['install-time', 'no-cost']);
    expect(offeredReplies(replies, 'cost').map((r) => r.shortcut)).toEqual(['no-cost']);
    expect(offeredReplies(replies, '').map((r) => r.shortcut)).toEqual(['welcome', 'no-cost', 'install-time']);
    expect(offeredReplies(replies, 'zzz')).toEqual([]);
  });

  it('puts the reply in place of "/query", keeping what was written around it, caret after the reply', () => {
    const text = 'Sure! /no and more';
    const slash = { start: 6, query: 'no' };
    expect(withReply(text, slash, 9, 'We install for free.')).toEqual({
      text: 'Sure! We install for free. and more',
      caret: 26,
    });
  });
});
