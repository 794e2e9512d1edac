import type { ReactNode } from 'react';

/** Label/value rows of a detail dialog; a missing value reads "N/A". */
export function DetailList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-sm text-slate-900">
            {value === null || value === undefined || value === '' ? 'N/A' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
