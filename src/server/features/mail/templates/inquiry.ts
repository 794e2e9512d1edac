import { type ContactFacilityType, contactFacilityLabels } from '../../../../contracts/enums';
import type { SiteConfig } from '../../../../contracts/site';
import type { contactInquiries } from '../../../db/schema/index';
import { mailTime } from '../../../lib/business-time';
import type { VisitorMailOutcome } from '../visitor-mail';
import { inertText } from './inert-text';
import { oneLine, type RenderedEmail, renderEmail } from './layout';
import { visitorMailNote } from './visitor-mail-note';

type Inquiry = typeof contactInquiries.$inferSelect;

const facility = (value: ContactFacilityType) => contactFacilityLabels[value];
const orNull = (value: string | null) => (value === null ? null : inertText(value));

/**
 * To the business: a new consultation request, with everything needed to call back. What the visitor typed is
 * shown as inert text (no links), and the note says when their confirmation was held back by a cap.
 */
export function inquiryNotification(
  inquiry: Inquiry,
  site: SiteConfig,
  confirmation: VisitorMailOutcome = 'queued',
): RenderedEmail {
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
    note: [
      `Inquiry #${inquiry.id}. Reply to this e-mail to answer ${inertText(inquiry.firstName)} directly.`,
      visitorMailNote(confirmation),
    ]
      .filter(Boolean)
      .join(' '),
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
