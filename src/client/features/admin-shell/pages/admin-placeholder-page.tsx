import { Construction } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/** The back office's screens arrive with their issues; until then each route says so plainly. */
export default function AdminPlaceholderPage() {
  const [location] = useLocation();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-soft">
        <Construction aria-hidden="true" className="mx-auto size-10 text-warm-600" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">Back office: not built yet</h1>
        <p className="mt-2 text-slate-600">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{location}</code> is part of the back office,
          which is being built. Sign-in and the dashboard come next.
        </p>
        <Link href="/" className={buttonClasses('outline', 'md', 'mt-6')}>
          Go to the public site
        </Link>
      </div>
    </main>
  );
}
