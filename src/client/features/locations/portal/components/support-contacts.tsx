import { Clock, type LucideIcon, Mail, Phone, Siren } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref, useSite } from '../../../../lib/site-config';
import { IconTile } from './icon-tile';

function Contact(props: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <IconTile icon={props.icon} />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{props.label}</p>
        <div className="font-semibold text-navy-900 wrap-break-word">{props.children}</div>
      </div>
    </li>
  );
}

const linkClass = 'inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline';

/** Support contacts from the site configuration: phone, urgent line, e-mail, hours. */
export function SupportContacts() {
  const site = useSite();
  return (
    <ul className="space-y-4">
      <Contact icon={Phone} label="Partnership support">
        <a href={telHref(site.phone)} className={linkClass}>
          {site.phone}
        </a>
      </Contact>
      <Contact icon={Siren} label="Urgent market issues, 24/7">
        <a href={telHref(site.emergencyPhone)} className={linkClass}>
          {site.emergencyPhone}
        </a>
      </Contact>
      <Contact icon={Mail} label="Email">
        <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
          {site.supportEmail}
        </a>
      </Contact>
      <Contact icon={Clock} label="Hours">
        <span className="font-normal text-slate-700">{site.hours}</span>
      </Contact>
    </ul>
  );
}
