import { DAY_MS } from './time';

// ISO 8601 weeks (Monday to Sunday, week 1 holds the year's first Thursday) on the calendar alone: no time zone, no
// clock. The server turns a week's days into instants on the business's clock (docs/product/chat-assistant.md#assistant-report).

/** `2026-W48`: an ISO week as the report's address and parameter write it. */
export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const weekdayOf = (day: number) => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

/** The ISO week a calendar date (`yyyy-MM-dd`) falls in. */
export function isoWeekOf(date: string): string {
  const day = dayNumber(date);
  const thursday = day + 3 - weekdayOf(day);
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - dayNumber(`${year}-01-01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (`yyyy-MM-dd`) of an ISO week, or null when the text is no week (`2026-W54`, `2025-W53`, `W7`). */
export function mondayOfIsoWeek(week: string): string | null {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (year < 1970 || number < 1 || number > 53) return null;
  const january4 = dayNumber(`${match[1]}-01-04`);
  const monday = dateOf(january4 - weekdayOf(january4) + (number - 1) * 7);
  // Week 53 exists only in years that have it: otherwise its Monday is in the next year's week 1.
  return isoWeekOf(monday) === week ? monday : null;
}

/** The week `count` weeks after (or, negative, before) a valid ISO week. */
export function addIsoWeeks(week: string, count: number): string {
  const monday = mondayOfIsoWeek(week);
  if (!monday) throw new Error(`Not an ISO week: ${week}`);
  return isoWeekOf(dateOf(dayNumber(monday) + count * 7));
}

/** The calendar date `count` days after `date`. */
export const addDays = (date: string, count: number) => dateOf(dayNumber(date) + count);
