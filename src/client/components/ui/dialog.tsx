import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it, the title names it. On close,
 * focus goes back to what had it when the dialog opened (a row's button or menu button, not only a `DialogTrigger`).
 */
export function DialogContent(props: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  /** Where focus goes on close when the element that opened the dialog is gone (preventDefault to move it). */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * `top`: the dialog's top stays put whatever its height, for a dialog whose contents change as one types (the
   * command palette); centred by default.
   */
  placement?: 'center' | 'top';
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[80] bg-navy-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          props.onCloseAutoFocus?.(event);
          const back = opener.current;
          opener.current = null;
          if (event.defaultPrevented || !back?.isConnected || back === document.body) return;
          event.preventDefault();
          back.focus();
        }}
        className={cn(
          'fixed left-1/2 z-[81] w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-lift focus:outline-none',
          props.placement === 'top' ? 'top-[10vh] max-h-[85vh]' : 'top-1/2 max-h-[90vh] -translate-y-1/2',
          // cn() does not merge classes, and in the stylesheet max-w-lg comes after max-w-2xl and max-w-3xl: the
          // default width only when the caller chose none.
          props.className?.includes('max-w-') ? undefined : 'max-w-lg',
          props.className,
        )}
      >
        <DialogPrimitive.Title className="pr-10 text-lg font-semibold text-navy-900 wrap-break-word">
          {props.title}
        </DialogPrimitive.Title>
        {props.description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600 wrap-break-word">
            {props.description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{props.title}</DialogPrimitive.Description>
        )}
        <div className="mt-5">{props.children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
