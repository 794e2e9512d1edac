import { describe, expect, it } from 'vitest';
import { formatAge, formatDate, formatDateTime, formatRelative, formatShortDate, humanize, isOverdue } from './format';

describe('formatting for the back office (docs/product/back-office.md)', () => {
  it('shows US English dates, "Invalid date" and "N/A"', () => {
    // Noon on this device's clock: the same day in every time zone (noon UTC is the next day east of +12).
    expect(formatDate(new Date(2026, 2, 5, 12).toISOString())).toBe('Mar 5, 2026');
    expect(formatDateTime('not a date')).toBe('Invalid date');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDate(undefined, 'Not set')).toBe('Not set');
  });

  it('gives a short day for a table cell: the year only when it is not this one', () => {
    const now = new Date(2026, 10, 29, 12);
    expect(formatShortDate(new Date(2026, 10, 29, 15, 32), now)).toBe('Nov 29');
    expect(formatShortDate(new Date(2025, 2, 5, 9), now)).toBe('Mar 5, 2025');
    expect(formatShortDate('not a date', now)).toBe('Invalid date');
  });

  it('gives an age in the largest whole unit and flags the 24-hour promise', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(formatAge('2026-11-22T11:15:00Z', now)).toBe('45 min');
    expect(formatAge('2026-11-21T07:00:00Z', now)).toBe('29 h');
    expect(formatAge('2026-11-18T12:00:00Z', now)).toBe('4 d');
    expect(isOverdue('2026-11-21T12:30:00Z', now)).toBe(false);
    expect(isOverdue('2026-11-21T11:59:00Z', now)).toBe(true);
  });

  it('says when, as a list does: relative within a week, then the date', () => {
    // On this device's clock: Wednesday 25 November 2026, 2:30 pm.
    const now = new Date(2026, 10, 25, 14, 30).getTime();
    const at = (month: number, day: number, hour: number, minute = 0, year = 2026) =>
      new Date(year, month, day, hour, minute).toISOString();
    expect(formatRelative(new Date(now - 20_000), now)).toBe('just now');
    expect(formatRelative(at(10, 25, 14, 31), now)).toBe('just now');
    expect(formatRelative(at(10, 25, 14, 25), now)).toBe('5 min. ago');
    expect(formatRelative(at(10, 25, 12, 20), now)).toBe('2 hr. ago');
    expect(formatRelative(at(10, 24, 9), now)).toBe('yesterday');
    expect(formatRelative(at(10, 22, 18), now)).toBe('3 days ago');
    expect(formatRelative(at(10, 12, 9), now)).toBe('Nov 12');
    expect(formatRelative(at(11, 30, 9, 0, 2025), now)).toBe('Dec 30, 2025');
    expect(formatRelative('not a date', now)).toBe('Invalid date');
  });

  it('humanizes stored values', () => {
    expect(humanize('in_progress')).toBe('In progress');
    expect(humanize('luxury-condos')).toBe('Luxury condos');
  });
});
