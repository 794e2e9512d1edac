import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, humanize, isOverdue } from './format';

describe('formatting for the back office (docs/product/back-office.md)', () => {
  it('shows US English dates, "Invalid date" and "N/A"', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDateTime('not a date')).toBe('Invalid date');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDate(undefined, 'Not set')).toBe('Not set');
  });

  it('gives an age in the largest whole unit and flags the 24-hour promise', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatAge('2026-11-22T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2026-11-21T07:00:00Z', now)).toBe('29 h');
    expect(formatAge('2026-11-18T12:00:00Z', now)).toBe('4 d');
    expect(isOverdue('2026-11-21T12:30:00Z', now)).toBe(false);
    expect(isOverdue('2026-11-21T11:59:00Z', now)).toBe(true);
  });

  it('humanizes stored values', () => {
    expect(humanize('in_progress')).toBe('In progress');
    expect(humanize('luxury-condos')).toBe('Luxury condos');
  });
});
