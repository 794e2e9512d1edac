import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** On phones and narrow windows an open chat takes the whole screen; Escape or the close button goes back. */
export function ChatSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[81] flex h-dvh flex-col bg-white focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
