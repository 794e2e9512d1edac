import { Building2, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { telHref, useSite } from '../../../lib/site-config';
import { InstallableApp } from '../../installable-app/installable-app';

/** The property manager portal arrives with its issue; until then it points managers to a person. */
export default function PortalPlaceholderPage() {
  const site = useSite();
  return (
    <main
      id="main"
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-900 to-navy-700 px-4"
    >
      <div className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-lift">
        <Building2 aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold text-navy-900">Property Manager Portal</h1>
        <p className="mt-2 text-slate-600">
          The portal is being prepared. Until it opens, your account manager is one call away.
        </p>
        <a href={telHref(site.phone)} className={buttonClasses('primary', 'lg', 'mt-6')}>
          <Phone aria-hidden="true" className="size-4" /> {site.phone}
        </a>
        <div className="mt-4">
          <Link href="/" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Back to the public site
          </Link>
        </div>
      </div>
      <InstallableApp app="property-manager" />
    </main>
  );
}
