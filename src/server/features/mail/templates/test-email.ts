import type { SiteConfig } from '../../../../contracts/site';
import { type RenderedEmail, renderEmail } from './layout';

/** The E-mail Log's "Send a test e-mail": proves the mail set-up end to end. */
export function testEmail(site: SiteConfig, requestedBy: string): RenderedEmail {
  return renderEmail({
    site,
    subject: `Welcome to ${site.name}: test e-mail`,
    heading: 'Your e-mail set-up works',
    paragraphs: [
      `This welcome test e-mail was sent from the ${site.name} back office by ${requestedBy}.`,
      'If you can read it, visitors will receive their confirmations and the team its notifications.',
    ],
  });
}
