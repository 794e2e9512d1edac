import { DAY_MS } from '../../contracts/time';

// Times written for people outside the screens (CSV exports, e-mails) read in the business's own time zone, the one
// configured beside its address (docs/product/back-office.md#business-time): an evening export carries that evening's date.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** `yyyy-MM-dd HH:mm:ss` of a date, read by `Intl` (slow: a few microseconds a call). */
function formatWallClock(date: Date, timeZone: string): string {
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

// A zone's offset from UTC changes only at its transitions, at most one a day. So an export of 100,000 rows asks
// `Intl` for the offset twice per day its rows fall in (at the day's start and end), not twice a row (that was a
// third of the export's time), and writes each time from the offset. A day with a transition is read row by row.
const offsetsByZone = new Map<string, Map<number, number>>();

/** Milliseconds to add to a UTC time of this UTC day to read the zone's wall clock; NaN on a day of transition. */
function offsetOn(day: number, timeZone: string): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  let offset = offsets.get(day);
  if (offset === undefined) {
    const measure = (at: number) => Date.parse(`${formatWallClock(new Date(at), timeZone).replace(' ', 'T')}Z`) - at;
    const atStart = measure(day * DAY_MS);
    offset = atStart === measure((day + 1) * DAY_MS - 1000) ? atStart : Number.NaN;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(day, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` on the wall clock of `timeZone`; empty for no date. */
export function wallClock(date: Date | null, timeZone: string): string {
  if (!date) return '';
  const time = date.getTime();
  const offset = Number.isNaN(time) ? Number.NaN : offsetOn(Math.floor(time / DAY_MS), timeZone);
  if (Number.isNaN(offset)) return formatWallClock(date, timeZone);
  const wall = new Date(time + offset);
  const year = wall.getUTCFullYear();
  if (year < 1000 || year > 9999) return formatWallClock(date, timeZone);
  return `${year}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`;
}

/** `yyyy-MM-dd HH:mm Zone/Name`: a time in an e-mail, with the zone it is read in. */
export const mailTime = (date: Date, timeZone: string) => `${wallClock(date, timeZone).slice(0, 16)} ${timeZone}`;
