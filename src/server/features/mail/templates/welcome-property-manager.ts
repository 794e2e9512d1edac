import type { SiteConfig } from '../../../../contracts/site';
import { type RenderedEmail, renderEmail } from './layout';

type Account = { propertyManager: string; locationName: string; locationCode: string; password: string };

/** A new portal (a created account or a converted prospect): the portal address and the sign-in details, with a temporary password to change at first use. */
export function welcomePropertyManager(account: Account, site: SiteConfig): RenderedEmail {
  const portal = new URL('/property-manager', site.siteUrl).toString();
  return renderEmail({
    site,
    subject: `Your ${site.name} partner portal for ${account.locationName}`,
    heading: `Welcome, ${account.propertyManager}`,
    paragraphs: [
      `Your property manager portal for ${account.locationName} is ready. In it you follow each step of your micro market installation, see your milestones, send us feedback and requests, and review our service.`,
      `Portal address: ${portal}\nLocation code: ${account.locationCode}\nTemporary password: ${account.password}`,
      'You will be asked to choose your own password the first time you sign in. Please do not forward this e-mail.',
      `Questions? Call ${site.phone} or reply to this e-mail; we respond within 24 hours.`,
    ],
  });
}
