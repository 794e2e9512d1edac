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

/** `yyyy-MM-dd HH:mm:ss` on the wall clock of `timeZone`; empty for no date. */
export function wallClock(date: Date | null, timeZone: string): string {
  if (!date) return '';
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** `yyyy-MM-dd HH:mm Zone/Name`: a time in an e-mail, with the zone it is read in. */
export const mailTime = (date: Date, timeZone: string) => `${wallClock(date, timeZone).slice(0, 16)} ${timeZone}`;
