import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Status colours mean the same on every screen: pending amber, in progress blue,
// resolved or published green, declined or urgent red.
export type BadgeTone = 'amber' | 'blue' | 'green' | 'red' | 'slate' | 'navy';
const tones: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-200',
  blue: 'bg-blue-100 text-blue-900 ring-blue-200',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
  red: 'bg-red-100 text-red-900 ring-red-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  navy: 'bg-navy-900 text-white ring-navy-900',
};

export function Badge({
  tone = 'slate',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export const statusTone = (status: string): BadgeTone =>
  (({
    pending: 'amber',
    in_progress: 'blue',
    resolved: 'green',
    published: 'green',
    approved: 'blue',
    declined: 'red',
  })[status] as BadgeTone) ?? 'slate';

export const priorityTone = (priority: string): BadgeTone =>
  (({ urgent: 'red', high: 'amber', medium: 'blue', low: 'slate' })[priority] as BadgeTone) ?? 'slate';
