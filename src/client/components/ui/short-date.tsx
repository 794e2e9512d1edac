import { formatDateTime, formatShortDate } from '../../lib/format';

/** A moment in a table cell: the day on one line ("Nov 29"), the exact date and time on hover. */
export function ShortDate({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatShortDate(value)}
    </time>
  );
}
