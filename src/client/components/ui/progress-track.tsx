import { cn } from '../../lib/cn';

/** A 0-100 % bar for screen readers and eyes alike (the partnership progress, docs/product/public-site.md: 25, 50, 75 or 100). */
export function ProgressTrack({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('overflow-hidden rounded-full bg-slate-200', className ?? 'h-3')}
    >
      <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${value}%` }} />
    </div>
  );
}
