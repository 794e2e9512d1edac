import { addDays, addIsoWeeks, isoWeekOf, mondayOfIsoWeek } from '../../../../contracts/iso-week';
import { DAY_MS } from '../../../../contracts/time';
import { wallClock } from '../../../lib/business-time';

/** Milliseconds to add to a UTC time to read the zone's wall clock at that moment. */
const offsetAt = (time: number, timeZone: string) =>
  Date.parse(`${wallClock(new Date(time), timeZone).replace(' ', 'T')}Z`) - time;

/**
 * The first instant of a calendar day on the zone's clock: its midnight, or, where the clocks jump over midnight,
 * the moment they jump. Read with the runtime's time-zone data (`Intl`), as the exports are (decision 035).
 */
export function startOfDay(date: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset a day before and a day after: midnight is at one of them (both, on most days).
  const candidates = [offsetAt(asUtc - DAY_MS, timeZone), offsetAt(asUtc + DAY_MS, timeZone)]
    .map((offset) => asUtc - offset)
    .filter((time) => wallClock(new Date(time), timeZone).startsWith(date));
  if (candidates.length === 0) throw new Error(`No start of ${date} in ${timeZone}`);
  return new Date(Math.min(...candidates));
}

/** The ISO week the business is in at `now`, on its own clock. */
export const currentIsoWeek = (now: Date, timeZone: string) => isoWeekOf(wallClock(now, timeZone).slice(0, 10));

export type ReportWeek = { week: string; firstDay: string; lastDay: string; starts: Date; ends: Date };

/** `count` consecutive weeks ending with `last`, oldest first, each from its Monday's start to the next Monday's. */
export function weeksEndingWith(last: string, count: number, timeZone: string): ReportWeek[] {
  return Array.from({ length: count }, (_, index) => {
    const week = addIsoWeeks(last, index - count + 1);
    const firstDay = mondayOfIsoWeek(week) ?? '';
    return {
      week,
      firstDay,
      lastDay: addDays(firstDay, 6),
      starts: startOfDay(firstDay, timeZone),
      ends: startOfDay(addDays(firstDay, 7), timeZone),
    };
  });
}
