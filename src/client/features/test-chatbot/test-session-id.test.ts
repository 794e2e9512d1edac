import { describe, expect, it } from 'vitest';
import { chatSessionId } from '../../../contracts/chat';
import { randomTestSessionId } from './test-session-id';

describe('randomTestSessionId', () => {
  it('is 9 lower-case letters and digits, and a session id the chat API accepts', () => {
    const id = randomTestSessionId();
    expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(chatSessionId.safeParse(id).success).toBe(true);
  });

  it('differs from one page load to the next', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomTestSessionId()));
    expect(ids.size).toBe(50);
  });
});
