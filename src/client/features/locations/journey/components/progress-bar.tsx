import { ProgressTrack } from '../../../../components/ui/progress-track';
import { cn } from '../../../../lib/cn';

/** The partnership progress (25, 50, 75 or 100 % over the four stages), as a bar with its number. */
export function ProgressBar({
  value,
  label,
  caption,
  className,
}: {
  value: number;
  label: string;
  /** Shown instead of the percent, e.g. "Stage 3 of 4" where milestone counts sit beside it. */
  caption?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <ProgressTrack value={value} label={label} className="h-2.5 min-w-16 flex-1" />
      <span className="shrink-0 text-right text-sm font-semibold text-navy-900">{caption ?? `${value}%`}</span>
    </div>
  );
}
