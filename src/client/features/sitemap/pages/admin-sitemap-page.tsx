import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { AdminLayout } from '../../admin-shell/components/admin-layout';
import { AdminProviders } from '../../admin-shell/components/admin-providers';

// The seven homepage sections, in order (docs/product/back-office.md).
const sections = [
  {
    name: 'Hero',
    description:
      'The opening promise: a premium market for every facility, $0 to the property, with the rotating audience word.',
    components: ['Rotating word (3000 ms, 300 ms fade)', 'Schedule Consultation button', 'Key claims', 'Hero picture'],
  },
  {
    name: 'Target Markets (6 segments)',
    description: 'Six cards, one per market, each linking to its landing page.',
    components: [
      'Luxury condos',
      'Medical facilities',
      'Corporate offices',
      'Educational institutions',
      'Fitness and wellness',
      'Hotels',
    ],
  },
  {
    name: 'Technology Showcase',
    description: 'Touchless AI product recognition, 99.9% detection accuracy and 24/7 monitoring.',
    components: ['Feature list', 'Technology figures', 'Kiosk picture'],
  },
  {
    name: 'Benefits',
    description: 'The full-service offer and the four steps from consultation to launch.',
    components: ['Offer cards', 'Consultation, Design, Installation, Launch'],
  },
  {
    name: 'Testimonials',
    description: 'Up to three published, featured client reviews, or the "coming soon" cards.',
    components: ['Review cards with stars', 'Real Feedback, Partner Stories, Results placeholders'],
  },
  {
    name: 'About',
    description: 'The founding family and a link to the full story.',
    components: ['Family picture', 'Story', 'Meet the Family link'],
  },
  {
    name: 'Contact',
    description: 'The consultation request form and the ways to reach the team.',
    components: ['Contact form with the agreement box', 'Phone, e-mail, response time, service area'],
  },
];

/** /admin-sitemap: a static reference of the homepage, for the team. */
export default function AdminSitemapPage() {
  return (
    <AdminProviders>
      <AdminLayout
        title="Sitemap"
        actions={
          <a href="/" target="_blank" rel="noreferrer" className={buttonClasses('outline', 'md')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Live homepage
          </a>
        }
      >
        <ol className="space-y-4">
          {sections.map((section, index) => (
            <li key={section.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
              <h2 className="text-lg font-semibold text-navy-900">
                {index + 1}. {section.name}
              </h2>
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
      </AdminLayout>
    </AdminProviders>
  );
}
