import { type ContactFacilityType, contactFacilityLabels } from '../../../../contracts/enums';
import type { SiteConfig } from '../../../../contracts/site';
import type { contactInquiries } from '../../../db/schema/index';
import { mailTime } from '../../../lib/business-time';
import type { VisitorMailOutcome } from '../visitor-mail';
import { blanks, fillBlanks } from './blanks';
import { inertText } from './inert-text';
import { oneLine, type RenderedEmail, renderEmail } from './layout';
import { noteTail } from './visitor-mail-note';

type Inquiry = typeof contactInquiries.$inferSelect;

const facility = (value: ContactFacilityType) => contactFacilityLabels[value];
const orNull = (value: string | null) => (value === null ? null : inertText(value));

/** What the business's notification shows of an inquiry: the fields the visitor sent and when it arrived. */
export type InquiryShown = Omit<Inquiry, 'id' | 'contactedAt' | 'contactedBy' | 'chatSessionId'>;

/**
 * To the business: a new consultation request, with everything needed to call back. What the visitor typed is
 * shown as inert text (no links), and the note says when their confirmation was held back by a cap.
 */
export function inquiryNotification(
  inquiry: Inquiry,
  site: SiteConfig,
  confirmation: VisitorMailOutcome = 'queued',
): RenderedEmail {
  return fillBlanks(inquiryNotificationWithBlanks(inquiry, site), inquiry.id, noteTail(confirmation));
}

/**
 * The same notification before the inquiry is stored: its number and the end of its note are blanks (blanks.ts),
 * which the statement that stores the inquiry fills from the number it gets and the visitor mail's outcome.
 */
export function inquiryNotificationWithBlanks(inquiry: InquiryShown, site: SiteConfig): RenderedEmail {
  const name = inertText(`${inquiry.firstName} ${inquiry.lastName}`);
  const company = orNull(inquiry.companyName);
  return renderEmail({
    site,
    subject: `New consultation request: ${oneLine(name, 120)}${company ? `, ${oneLine(company, 120)}` : ''}`,
    heading: 'New consultation request',
    paragraphs: [`${name} asked for a free consultation. We promised an answer within 24 hours.`],
    details: [
      ['Name', name],
      ['E-mail', inquiry.email],
      ['Phone', inquiry.phone],
      ['Facility', facility(inquiry.facilityType)],
      ['Company or property', company],
      ['Custom cabinetry', inquiry.customCabinetry ? 'Interested' : 'Not asked'],
      ['Message', orNull(inquiry.message)],
      ['Received', mailTime(inquiry.createdAt, site.timeZone)],
    ],
    note: `Inquiry #${blanks.id}. Reply to this e-mail to answer ${inertText(inquiry.firstName)} directly.${blanks.note}`,
  });
}

/**
 * To the address the visitor typed: fixed words only. Nothing they wrote (name, company, message) is echoed, so
 * the form cannot be used to send someone else a message of the visitor's choosing from the business's address.
 */
export function inquiryConfirmation(site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: `We received your request`,
    heading: 'Thank you for your inquiry',
    paragraphs: [
      `Thank you for your interest in ${site.name}. We received your request, and a member of our family team will contact you within 24 hours to talk about your property and set up a free site visit.`,
      `There is no cost to your property: we install, stock and maintain the market, and monitor it 24/7.`,
      `If anything is urgent, call us at ${site.phone}.`,
    ],
    note: 'You receive this e-mail because this address was entered in the contact form of our website. If that was not you, you can ignore it.',
  });
}
