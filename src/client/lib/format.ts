import { RESPONSE_PROMISE_MS } from '../../contracts/time';

// Dates in US English (docs/product/back-office.md): an invalid one reads "Invalid date", a missing one "N/A".
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function parse(value: string | Date | null | undefined): Date | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

export function formatDateTime(value: string | Date | null | undefined, missing = 'N/A'): string {
  const date = parse(value);
  if (date === null) return missing;
  return date === 'invalid' ? 'Invalid date' : dateTime.format(date);
}

export function formatDate(value: string | Date | null | undefined, missing = 'N/A'): string {
  const date = parse(value);
  if (date === null) return missing;
  return date === 'invalid' ? 'Invalid date' : dateOnly.format(date);
}

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** A day as short as a table cell needs: "Nov 29" this year, "Nov 29, 2025" before (decision 063). */
export function formatShortDate(value: string | Date, now = new Date()): string {
  const date = parse(value);
  if (date === null) return '';
  if (date === 'invalid') return 'Invalid date';
  return date.getFullYear() === now.getFullYear() ? monthDay.format(date) : dateOnly.format(date);
}

/** How long ago, in the largest whole unit: "45 min", "5 h", "3 d". */
export function formatAge(value: string | Date, now = Date.now()): string {
  const date = parse(value);
  if (date === null || date === 'invalid') return '';
  const minutes = Math.max(0, Math.floor((now - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

const relative = new Intl.RelativeTimeFormat('en-US', { style: 'short', numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * When, as a list says it: "just now", "5 min. ago", "2 hr. ago", "yesterday", "3 days ago"; from a week on, the
 * date ("Mar 5", with the year when it is not this one). A time slightly ahead of this clock reads "just now".
 */
export function formatRelative(value: string | Date, now = Date.now()): string {
  const date = parse(value);
  if (date === null) return '';
  if (date === 'invalid') return 'Invalid date';
  const seconds = Math.round((now - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = calendarDaysBetween(date, new Date(now));
  if (days < 7) return relative.format(-Math.max(days, 1), 'day');
  return date.getFullYear() === new Date(now).getFullYear() ? sameYear.format(date) : dateOnly.format(date);
}

/** Whole calendar days from one day to a later one, on this device's clock ("yesterday" is the day before today). */
function calendarDaysBetween(earlier: Date, later: Date): number {
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(later) - day(earlier)) / 86_400_000);
}

/** Past the 24-hour response promise. */
export function isOverdue(createdAt: string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() > RESPONSE_PROMISE_MS;
}

/** "in_progress" → "In progress". */
export const humanize = (value: string) => {
  const words = value.replaceAll('_', ' ').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const calendarFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A `yyyy-MM-dd` calendar day in US English, read as a local day (not UTC midnight). */
export function formatCalendarDate(value: string | null, missing = 'N/A'): string {
  if (!value) return missing;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return 'Invalid date';
  return calendarFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
