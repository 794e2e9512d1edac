import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../lib/format';
import { daysSinceContact, daysSinceLabel, formatRevenue, isFollowUpOverdue } from './prospect-labels';
import { temporaryPassword } from './temporary-password';

const today = new Date(2026, 10, 22, 9, 30);

describe('prospect card facts', () => {
  it('shows revenue as dollars a year', () => {
    expect(formatRevenue(48000)).toBe('$48,000/year');
    expect(formatRevenue(0)).toBe('$0/year');
    expect(formatRevenue(null)).toBe('N/A');
  });

  it('counts calendar days since the last contact', () => {
    expect(daysSinceContact('2026-11-17', today)).toBe(5);
    expect(daysSinceContact('2026-11-22', today)).toBe(0);
    expect(daysSinceContact('2026-11-30', today)).toBe(0);
    expect(daysSinceContact(null, today)).toBeNull();
    expect(daysSinceContact('not a date', today)).toBeNull();
    expect(daysSinceLabel(1)).toBe('1 day since last contact');
    expect(daysSinceLabel(0)).toBe('Contacted today');
    expect(daysSinceLabel(null)).toBe('Never contacted');
  });

  it('flags a past follow-up only while the prospect is in the pipeline', () => {
    expect(isFollowUpOverdue({ nextFollowUpDate: '2026-11-21', status: 'contacted' }, today)).toBe(true);
    expect(isFollowUpOverdue({ nextFollowUpDate: '2026-11-22', status: 'contacted' }, today)).toBe(false);
    expect(isFollowUpOverdue({ nextFollowUpDate: '2026-11-21', status: 'converted' }, today)).toBe(false);
    expect(isFollowUpOverdue({ nextFollowUpDate: '2026-11-21', status: 'lost' }, today)).toBe(false);
    expect(isFollowUpOverdue({ nextFollowUpDate: null, status: 'new_lead' }, today)).toBe(false);
  });

  it('reads calendar dates as local days', () => {
    expect(formatCalendarDate('2026-11-01')).toBe('Nov 1, 2026');
    expect(formatCalendarDate(null, 'Not set')).toBe('Not set');
    expect(formatCalendarDate('soon')).toBe('Invalid date');
  });

  it('makes temporary passwords of a fixed prefix and 6 random characters', () => {
    const password = temporaryPassword();
    expect(password).toMatch(/^Elevate-[A-Za-z0-9]{6}$/);
    expect(password.length).toBeGreaterThanOrEqual(8);
    expect(new Set(Array.from({ length: 20 }, () => temporaryPassword())).size).toBeGreaterThan(1);
  });
});
