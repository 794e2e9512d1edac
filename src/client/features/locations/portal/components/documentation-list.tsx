import { ChevronDown, FileText } from 'lucide-react';

// Static documentation a manager comes back to; written for this business from its claims (docs/product/public-site.md#claims).
const documents = [
  {
    title: 'How your partnership unfolds',
    body: [
      'Every partnership follows four stages: exploring, planning, implementation and operational. Your progress bar moves 25% with each one.',
      'Milestones on the Journey tab show what comes next and when. Your team marks each one in progress and completed as the work happens.',
    ],
  },
  {
    title: 'Preparing your space for installation',
    body: [
      'Plan for a well-lit area near a standard power outlet and a network drop or strong Wi-Fi signal; the smart store units and coolers run around the clock.',
      'Installation, restocking and maintenance are included at no cost to your property. Custom cabinetry is optional, at your own cost.',
      'Let building staff know the installation date so the team has access to the loading area and a service elevator.',
    ],
  },
  {
    title: 'Restocking and product choices',
    body: [
      'Your market is monitored 24/7 and restocked on a schedule; the next restock date is on the Overview tab and the full schedule below.',
      'Residents or staff asking for something new? Send a product request here and the team answers within 24 hours.',
    ],
  },
  {
    title: 'Branding guidelines',
    body: [
      'Logos: PNG, JPEG or WebP, up to 512 KB, ideally on a transparent background and at least 600 pixels wide.',
      'Colour schemes: up to six colours as hex codes (#rrggbb). The team approves each asset before it appears on screens and signage.',
    ],
  },
  {
    title: 'Reviews and publication',
    body: [
      'Reviews you submit start as pending. The team reads each one before publication, and only approved reviews can appear on the website.',
    ],
  },
];

/** Documentation items (docs/product/portal.md Resources), each opened in place. */
export function DocumentationList() {
  return (
    <ul className="space-y-2">
      {documents.map((doc) => (
        <li key={doc.title}>
          <details className="group rounded-xl border border-slate-200 bg-white">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-4 py-2 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="flex-1">{doc.title}</span>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-2 px-4 pb-4 text-sm text-slate-700">
              {doc.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
