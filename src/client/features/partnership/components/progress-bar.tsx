import { ProgressTrack } from '../../../components/ui/progress-track';
import { cn } from '../../../lib/cn';

/** The partnership progress (docs/product/property-managers-and-journey.md: 25, 50, 75 or 100 %), as a bar with its number. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <ProgressTrack value={value} label={label} className="h-2.5 min-w-16 flex-1" />
      <span className="w-10 shrink-0 text-right text-sm font-semibold text-navy-900">{value}%</span>
    </div>
  );
}
