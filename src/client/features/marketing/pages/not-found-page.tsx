import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { PublicLayout } from '../../../components/layout/public-layout';
import { buttonClasses } from '../../../components/ui/button';

/** Any unknown path (docs/product/public-site.md): the server answers it with HTTP 404 too. */
export default function NotFoundPage() {
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Compass aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">Error 404</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">
          The page you are looking for has moved or never existed. Let us get you back to the good stuff.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/" className={buttonClasses('primary', 'lg')}>
            Back to home
          </Link>
          <Link href="/customer-service" className={buttonClasses('outline', 'lg')}>
            Contact support
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
