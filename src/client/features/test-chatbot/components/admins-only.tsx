import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStaffSession } from '../../admin-shell';

/**
 * Decision 007: testing the chatbot is an admin's job. `chatApi.send` is public (the widget uses it), so the page
 * itself is the only gate; managers and support see why it is closed.
 */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const staff = useStaffSession();
  if (staff.data && staff.data.role !== 'admin') {
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft">
        <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="mt-3 text-lg font-semibold text-navy-900">Only admins can test the chatbot</p>
      </div>
    );
  }
  return <>{children}</>;
}
