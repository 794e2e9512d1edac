import { X } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '../../lib/cn';
import { TOAST_DEFAULT_DURATION, type Toast, useToast } from './use-toast';

function ToastItem({ item, onDismiss }: { item: Toast; onDismiss: (id: string) => void }) {
  const duration = item.duration ?? TOAST_DEFAULT_DURATION;
  useEffect(() => {
    if (!item.open || duration === Number.POSITIVE_INFINITY) return;
    const timer = setTimeout(() => onDismiss(item.id), duration);
    return () => clearTimeout(timer);
  }, [item.id, item.open, duration, onDismiss]);
  if (!item.open) return null;
  const destructive = item.variant === 'destructive';
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      data-testid="toast"
      className={cn(
        'pointer-events-auto relative w-full rounded-2xl border p-4 pr-12 shadow-lift',
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      {item.title ? <p className="text-sm font-semibold">{item.title}</p> : null}
      {item.description ? (
        <p className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-700')}>{item.description}</p>
      ) : null}
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className={cn(
          'absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-lg',
          destructive ? 'hover:bg-red-800' : 'hover:bg-slate-100',
        )}
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Where toasts appear: bottom-right on desktop, top on phones; one at a time. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-4 sm:bottom-0 sm:left-auto sm:right-0 sm:top-auto sm:w-[420px]"
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} onDismiss={dismiss} />
      ))}
    </section>
  );
}
