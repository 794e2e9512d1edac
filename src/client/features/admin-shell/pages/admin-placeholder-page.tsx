import { Construction } from 'lucide-react';
import { useLocation } from 'wouter';
import { AdminLayout } from '../components/admin-layout';
import { adminLinks } from '../components/admin-links';
import { AdminProviders } from '../components/admin-providers';

const titleOf = (location: string) =>
  adminLinks.find((link) => link.href === location)?.label ??
  (location.startsWith('/admin/property-managers/')
    ? 'Timeline Management'
    : location === '/test-chatbot'
      ? 'Test Chatbot'
      : 'Back office');

/** A back-office screen that a later issue builds: signed-in staff see a clear "not built yet" state. */
export default function AdminPlaceholderPage() {
  const [location] = useLocation();
  return (
    <AdminProviders>
      <AdminLayout title={titleOf(location)}>
        <div
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft"
          data-testid="not-built-yet"
        >
          <Construction aria-hidden="true" className="mx-auto size-10 text-warm-600" />
          <h2 className="mt-4 text-xl font-semibold text-navy-900">Not built yet</h2>
          <p className="mx-auto mt-2 max-w-md text-slate-600">
            This screen is part of the back office that is still being built. The dashboard, chat sessions, users, the
            e-mail log, the sitemap and the chatbot test work today.
          </p>
        </div>
      </AdminLayout>
    </AdminProviders>
  );
}
