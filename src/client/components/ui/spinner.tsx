import { cn } from '../../lib/cn';

/** A loading indicator announced to screen readers with its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex items-center justify-center', className)} role="status" aria-label={label}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        aria-hidden="true"
      />
    </div>
  );
}
