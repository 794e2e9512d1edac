import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { homeSections } from '../../../../content/site/home-sections';
import { buttonClasses } from '../../../components/ui/button';
import { AdminPage } from '../../admin-shell';

/** /admin-sitemap: the home page's seven sections, in the page's order and under its names, for the team. */
export default function AdminSitemapPage() {
  return (
    <AdminPage
      title="Sitemap"
      actions={
        <a href="/" target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Live homepage
        </a>
      }
    >
      <ol className="space-y-4">
        {homeSections.map((section, index) => (
          <li key={section.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold text-navy-900">
                {index + 1}. {section.name}
              </h2>
              <a
                href={section.id === 'hero' ? '/' : `/#${section.id}`}
                target="_blank"
                rel="noreferrer"
                aria-label={`View on the site: ${section.name}`}
                className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                View on the site
              </a>
            </div>
            <p className="mt-1 text-slate-600">{section.description}</p>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${section.name} components`}>
              {section.components.map((component) => (
                <li key={component} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                  {component}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <Link href="/admin-dashboard" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to the dashboard
        </Link>
      </p>
    </AdminPage>
  );
}
