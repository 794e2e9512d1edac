import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import type { StaffUser } from '../../../../contracts/auth';
import { useLiveQueue } from '../live/use-live-queue';
import { AdminSidebar } from './admin-sidebar';

/**
 * Phones and narrow windows: the Menu button opens the navigation as a drawer from the left. A dot on it shows
 * that chats wait for a person (the count is in the drawer and the tab title).
 */
export function AdminDrawer({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  const waitingChats = useLiveQueue().queue?.waiting.length ?? 0;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
        <Menu aria-hidden="true" className="size-5" />
        {waitingChats > 0 ? (
          <span
            aria-hidden="true"
            data-testid="menu-waiting-chats"
            className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-amber-500 ring-2 ring-white"
          />
        ) : null}
        <span className="sr-only">Menu</span>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-lift focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Back office navigation</DialogPrimitive.Title>
          <DialogPrimitive.Close className="absolute right-2 top-2.5 inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </DialogPrimitive.Close>
          <AdminSidebar user={user} onNavigate={() => setOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
