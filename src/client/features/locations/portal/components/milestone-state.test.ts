import { describe, expect, it } from 'vitest';
import { milestoneDisplay } from './milestone-state';

describe('milestoneDisplay', () => {
  it('shows completed and in progress as they are, anything else as not started (docs/product/portal.md)', () => {
    expect(milestoneDisplay('completed')).toBe('completed');
    expect(milestoneDisplay('in_progress')).toBe('in_progress');
    expect(milestoneDisplay('pending')).toBe('not_started');
    expect(milestoneDisplay('delayed')).toBe('not_started');
    expect(milestoneDisplay('something new')).toBe('not_started');
  });
});
