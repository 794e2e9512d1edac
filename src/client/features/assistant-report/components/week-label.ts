import type { AssistantWeek } from '../../../../contracts/assistant-report';

// The weeks' days are calendar dates of the business's clock: read at noon UTC, in UTC, they never shift a day.
const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Nov 23 – Nov 29, 2026": a week's Monday to Sunday. */
export const weekDays = (week: Pick<AssistantWeek, 'firstDay' | 'lastDay'>) =>
  `${dayMonth.format(atNoon(week.firstDay))} – ${dayMonth.format(atNoon(week.lastDay))}, ${year.format(atNoon(week.lastDay))}`;

/** "Nov 23": a week by its Monday, for the trend. */
export const weekStart = (week: Pick<AssistantWeek, 'firstDay'>) => dayMonth.format(atNoon(week.firstDay));

/** "Week 48": the ISO week's number. */
export const weekNumber = (week: Pick<AssistantWeek, 'week'>) => `Week ${Number(week.week.slice(-2))}`;

/** A share in whole percent, or a dash when there is nothing to share. */
export const percent = (rate: number | null) => (rate === null ? '–' : `${rate}%`);

/** The report's address for a week: the bare path for the current one. */
export const hrefOfWeek = (week: string, currentWeek: string) =>
  week === currentWeek ? '/admin-assistant-report' : `/admin-assistant-report?week=${week}`;
