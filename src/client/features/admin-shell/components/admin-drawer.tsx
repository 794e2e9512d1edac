import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import type { StaffUser } from '../../../../contracts/auth';
import { AdminSidebar } from './admin-sidebar';

/** Phones and narrow windows: the Menu button opens the navigation as a drawer from the left. */
export function AdminDrawer({ user }: { user: StaffUser }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100">
        <Menu aria-hidden="true" className="size-5" />
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
