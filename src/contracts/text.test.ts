import { describe, expect, it } from 'vitest';
import { text, textFault } from './text';

describe('the characters text may hold', () => {
  it('refuses C0 control characters and DEL in any text', () => {
    for (const value of ['\u0000', 'a\u0001', 'b\u0008c', '\u000b', '\u000c', '\u001b[2J', '\u001f', 'x\u007f']) {
      expect(textFault(value, false), JSON.stringify(value)).toBe('control character');
      expect(textFault(value, true), JSON.stringify(value)).toBe('control character');
    }
  });

  it('lets several lines hold tabs and line breaks, and one line neither', () => {
    expect(textFault('Dear team,\r\n\tthanks\n', true)).toBeUndefined();
    expect(textFault('Maya\nChen', false)).toBe('line break');
    expect(textFault('Maya\rChen', false)).toBe('line break');
    expect(textFault('Maya\tChen', false)).toBe('control character');
  });

  it('refuses half of a surrogate pair, alone or out of order, and keeps whole pairs', () => {
    for (const value of ['x\ud800', '\udc00', 'a\ud83d b', '\udca1\ud83d']) {
      expect(textFault(value, true), JSON.stringify(value)).toBe('broken character');
    }
    expect(textFault('Fresh 💡 ideas, café, 東京', false)).toBeUndefined();
  });

  it('names the field in its message, and tells a missing value from one of another type', () => {
    const name = text('First name', { trim: true });
    expect(name.safeParse('Ana\u0000').error?.issues[0]?.message).toBe(
      'First name must not contain control characters',
    );
    expect(name.safeParse('Ana\nDiaz').error?.issues[0]?.message).toBe('First name must be a single line');
    expect(name.safeParse('Ana\ud800').error?.issues[0]?.message).toBe(
      'First name contains a character that is not valid text',
    );
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe('First name is required');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('First name must be text');
    expect(name.parse('  Ana  ')).toBe('Ana');
  });
});
