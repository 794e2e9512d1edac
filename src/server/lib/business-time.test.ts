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

  it('reads every minute around the clock changes as Intl does, in zones with odd offsets and half-hour shifts', () => {
    // Swedish dates read as yyyy-MM-dd HH:mm:ss: the browser-standard formatting, as a second opinion.
    const intl = (date: Date, timeZone: string) => date.toLocaleString('sv-SE', { timeZone, hourCycle: 'h23' });
    // Around each zone's 2026 transitions (Lord Howe moves by 30 minutes), and a day without one.
    const around = {
      'America/Los_Angeles': ['2026-03-08T10:00:00Z', '2026-11-01T09:00:00Z'],
      'Europe/London': ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
      'Australia/Lord_Howe': ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
      'Asia/Kathmandu': ['2026-06-01T00:00:00Z'],
    };
    for (const [zone, instants] of Object.entries(around)) {
      for (const instant of instants) {
        const centre = Date.parse(instant);
        for (let minute = -180; minute <= 180; minute++) {
          const date = new Date(centre + minute * 60_000 + 7_000);
          expect(wallClock(date, zone), `${zone} ${date.toISOString()}`).toBe(intl(date, zone));
        }
      }
    }
  });

  it('writes nothing for no date, and tells a real zone from a made-up one', () => {
    expect(wallClock(null, 'UTC')).toBe('');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
