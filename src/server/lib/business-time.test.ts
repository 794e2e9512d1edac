import { describe, expect, it } from 'vitest';
import { isTimeZone } from '../../contracts/time';
import { mailTime, wallClock } from './business-time';

describe('business time', () => {
  it('reads an instant on the wall clock of the zone, so an evening in California keeps its own date', () => {
    const evening = new Date('2026-11-26T04:30:05Z'); // 8:30 pm on the 25th in Los Angeles (UTC-8 in November)
    expect(wallClock(evening, 'America/Los_Angeles')).toBe('2026-11-25 20:30:05');
    expect(wallClock(evening, 'UTC')).toBe('2026-11-26 04:30:05');
  });

  it('follows daylight saving time and writes midnight as 00', () => {
    expect(wallClock(new Date('2026-07-01T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-01 00:00:00');
    expect(mailTime(new Date('2026-07-01T19:45:00Z'), 'America/New_York')).toBe('2026-07-01 15:45 America/New_York');
  });

  it('writes nothing for no date, and tells a real zone from a made-up one', () => {
    expect(wallClock(null, 'UTC')).toBe('');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
