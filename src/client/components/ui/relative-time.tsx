import { useSyncExternalStore } from 'react';
import { formatDateTime, formatRelative } from '../../lib/format';

// One clock for every time on the screen: it ticks once a minute while at least one is shown, and each tick
// renders them again.
const listeners = new Set<() => void>();
let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      ticks += 1;
      for (const notify of listeners) notify();
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const tick = () => ticks;

/**
 * A moment in a back-office list as "2 hr. ago" (`formatRelative`), the exact date and time on hover and for
 * machines (`<time dateTime title>`); its words are brought up to date once a minute. A missing time reads
 * `missing`. Day-only dates (a follow-up, an installation) are not moments: they keep `formatCalendarDate`.
 */
export function RelativeTime({ value, missing = 'N/A' }: { value: string | null | undefined; missing?: string }) {
  useSyncExternalStore(subscribe, tick, tick);
  if (!value) return <>{missing}</>;
  const exact = formatDateTime(value);
  if (exact === 'Invalid date') return <>{exact}</>;
  return (
    <time dateTime={new Date(value).toISOString()} title={exact} className="whitespace-nowrap">
      {formatRelative(value)}
    </time>
  );
}
