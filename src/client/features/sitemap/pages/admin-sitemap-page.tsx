import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { homeSections } from '../../../../content/site/home-sections';
import { otherPages } from '../../../../content/site/other-pages';
import { buttonClasses } from '../../../components/ui/button';
import { AdminPage } from '../../admin-shell';

const linkClasses =
  'inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** What a section or a page holds, as short tags. */
function Contents({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A link to a public page, opened in a new tab: by its name when `named`, otherwise as "View on the site" with the
 * name for screen readers.
 */
function SiteLink({ href, name, named = false }: { href: string; name: string; named?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      aria-label={named ? undefined : `View on the site: ${name}`}
      className={linkClasses}
    >
      {named ? name : 'View on the site'}
    </a>
  );
}

/** One section or page: its name, its link(s) to the live site, what a visitor finds there. */
function Entry(props: { title: string; links: ReactNode; description: string; contents: readonly string[] }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="text-lg font-semibold text-navy-900">{props.title}</h3>
        {props.links}
      </div>
      <p className="mt-1 text-slate-700">{props.description}</p>
      <Contents label={`In ${props.title}`} items={props.contents} />
    </li>
  );
}

/** /admin-sitemap: what visitors find on each public page, the home page section by section in its order. */
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
      <p className="-mt-4 mb-6 text-slate-600">What visitors find on each public page, in the order they see it.</p>
      <section aria-labelledby="sitemap-home-title" className="space-y-4">
        <h2 id="sitemap-home-title" className="text-xl font-semibold text-navy-900">
          Home page
        </h2>
        <ol className="space-y-4">
          {homeSections.map((section, index) => (
            <Entry
              key={section.id}
              title={`${index + 1}. ${section.name}`}
              description={section.description}
              contents={section.contents}
              links={<SiteLink href={section.id === 'hero' ? '/' : `/#${section.id}`} name={section.name} />}
            />
          ))}
        </ol>
      </section>
      <section aria-labelledby="sitemap-pages-title" className="mt-10 space-y-4">
        <h2 id="sitemap-pages-title" className="text-xl font-semibold text-navy-900">
          Other pages
        </h2>
        <ul className="space-y-4">
          {otherPages.map((page) => (
            <Entry
              key={page.id}
              title={page.name}
              description={page.description}
              contents={page.contents}
              links={
                <span className="flex flex-wrap gap-x-4">
                  {/* One page: "View on the site", as for the home's sections; several: each by its name. */}
                  {page.links.map((link) => (
                    <SiteLink key={link.path} href={link.path} name={link.label} named={page.links.length > 1} />
                  ))}
                </span>
              }
            />
          ))}
        </ul>
      </section>
      <p className="mt-6">
        <Link href="/admin-dashboard" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to the dashboard
        </Link>
      </p>
    </AdminPage>
  );
}
