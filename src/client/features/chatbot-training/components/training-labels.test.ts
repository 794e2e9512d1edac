import { describe, expect, it } from 'vitest';
import { contentPreview, isHighPriority, suggestionPriorityLabel, visibleTags } from './training-labels';

describe('training list labels', () => {
  it('counts a priority over 50 as high, 50 itself not', () => {
    expect(isHighPriority(51)).toBe(true);
    expect(isHighPriority(50)).toBe(false);
  });

  it('previews the first 100 characters of the content', () => {
    expect(contentPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(contentPreview('b'.repeat(150))).toBe(`${'b'.repeat(100)}…`);
    expect(contentPreview('It costs **$0**.\n• No fees\n• No contract')).toBe('It costs $0. No fees No contract');
  });

  it('shows two tags, then +N', () => {
    expect(visibleTags(['cost', 'free', 'zero', 'price'])).toEqual({ shown: ['cost', 'free'], more: 2 });
    expect(visibleTags(['cost'])).toEqual({ shown: ['cost'], more: 0 });
  });

  it('names suggestion priorities 1 to 3', () => {
    expect([1, 2, 3].map(suggestionPriorityLabel)).toEqual(['Low', 'Medium', 'High']);
  });
});
