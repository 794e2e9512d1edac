import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { telHref, useSite } from '../../lib/site-config';
import { EmailText } from '../ui/email-text';
import { BrandMark } from './brand-mark';
import { SectionAnchor } from './section-anchor';

const quickLinks = [
  { id: 'solutions', label: 'Solutions' },
  { id: 'markets', label: 'Markets' },
  { id: 'technology', label: 'Technology' },
  { id: 'contact', label: 'Contact' },
] as const;

/** The site's own pages, after the home page's sections. */
const pages = [
  { href: '/about', label: 'About Us' },
  { href: '/customer-service', label: 'Customer Service' },
  { href: '/property-manager', label: 'Property Manager Portal' },
] as const;

const markets = [
  { href: '/luxury-condos', label: 'Luxury Condominiums' },
  { href: '/medical-facilities', label: 'Medical Facilities' },
  { href: '/corporate-offices', label: 'Corporate Offices' },
  { href: '/educational-institutions', label: 'Educational Institutions' },
  { href: '/fitness-wellness', label: 'Fitness & Wellness' },
  { href: '/hotels', label: 'Hotels' },
] as const;

const linkClass = 'inline-block py-1 text-slate-300 transition-colors hover:text-white';

/** The items of a footer list that lead to other pages. */
function PageLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/** docs/product/public-site.md. */
/** A headed column of the footer: its title over its list. */
function FooterColumn(props: { title: string; listClassName: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{props.title}</h2>
      <ul className={`mt-4 ${props.listClassName} text-sm`}>{props.children}</ul>
    </div>
  );
}

export function Footer() {
  const site = useSite();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <div className="flex items-center gap-2.5">
            <BrandMark />
            <span className="text-lg font-bold text-white">{site.name}</span>
          </div>
          <p className="text-sm leading-relaxed text-slate-300">
            Family-owned, AI-powered self-service micro markets for premium properties across the {site.serviceArea}.
            Zero cost to your property.
          </p>
        </div>
        <FooterColumn title="Quick links" listClassName="space-y-1">
          {quickLinks.map((link) => (
            <li key={link.id}>
              <SectionAnchor section={link.id} className={linkClass}>
                {link.label}
              </SectionAnchor>
            </li>
          ))}
          <PageLinks links={pages} />
        </FooterColumn>
        <FooterColumn title="Markets" listClassName="space-y-1">
          <PageLinks links={markets} />
        </FooterColumn>
        <FooterColumn title="Contact" listClassName="space-y-3">
          <li>
            <a href={telHref(site.phone)} className="inline-flex items-center gap-2 py-1 hover:text-white">
              <Phone aria-hidden="true" className="size-4 text-brand-400" />
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 py-1 hover:text-white">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              <span>
                <EmailText address={site.email} />
              </span>
            </a>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-400" />
            <span>Serving the {site.serviceArea}</span>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        {/* Room below for the round chat button, which is fixed there; the row's edges line up with the columns'. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {site.foundedYear}–{new Date().getFullYear()} {site.legalName}. All rights reserved.
          </p>
          <p>Response within 24 hours · Monitored 24/7</p>
        </div>
      </div>
    </footer>
  );
}
