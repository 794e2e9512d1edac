import type { SiteConfig } from '../../../../contracts/site';
import { mailTime } from '../../../lib/business-time';
import { inertText } from './inert-text';
import { type RenderedEmail, renderEmail } from './layout';

type Inquiry = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string | null;
  createdAt: Date;
};

/**
 * To staff: a chat visitor asked for a person and nobody could take the chat, so they left their details. The
 * conversation is quoted as inert text. Nothing goes to the visitor's address.
 */
export function chatHandoffNotification(inquiry: Inquiry, site: SiteConfig): RenderedEmail {
  const name = inertText(`${inquiry.firstName} ${inquiry.lastName}`.trim());
  return renderEmail({
    site,
    subject: `Chat visitor asked for a person: ${name.slice(0, 120)}`,
    heading: 'A chat visitor asked for a person',
    paragraphs: [
      `${name} asked to talk to a person in the website chat and nobody could take it, so they left their details. We promised an answer within 24 hours.`,
      inertText(inquiry.message ?? ''),
    ],
    details: [
      ['Name', name],
      ['E-mail', inquiry.email],
      ['Phone', inquiry.phone || null],
      ['Received', mailTime(inquiry.createdAt, site.timeZone)],
    ],
    note: `Inquiry #${inquiry.id} on the dashboard. Reply to this e-mail to answer ${inertText(inquiry.firstName)} directly.`,
  });
}
