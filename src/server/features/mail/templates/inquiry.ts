import { type ContactFacilityType, contactFacilityLabels } from '../../../../contracts/enums';
import type { SiteConfig } from '../../../../contracts/site';
import type { contactInquiries } from '../../../db/schema/index';
import { oneLine, type RenderedEmail, renderEmail } from './layout';

type Inquiry = typeof contactInquiries.$inferSelect;

const facility = (value: string) => contactFacilityLabels[value as ContactFacilityType] ?? value;

/** To the business: a new consultation request, with everything needed to call back. */
export function inquiryNotification(inquiry: Inquiry, site: SiteConfig): RenderedEmail {
  const name = `${inquiry.firstName} ${inquiry.lastName}`;
  return renderEmail({
    site,
    subject: `New consultation request: ${oneLine(name, 120)}${inquiry.companyName ? `, ${oneLine(inquiry.companyName, 120)}` : ''}`,
    heading: 'New consultation request',
    paragraphs: [`${name} asked for a free consultation. We promised an answer within 24 hours.`],
    details: [
      ['Name', name],
      ['E-mail', inquiry.email],
      ['Phone', inquiry.phone],
      ['Facility', facility(inquiry.facilityType)],
      ['Company or property', inquiry.companyName],
      ['Custom cabinetry', inquiry.customCabinetry ? 'Interested' : 'Not asked'],
      ['Message', inquiry.message],
      ['Received', inquiry.createdAt.toISOString()],
    ],
    note: `Inquiry #${inquiry.id}. Reply to this e-mail to answer ${inquiry.firstName} directly.`,
  });
}

/** To the visitor: we have it, and what happens next. */
export function inquiryConfirmation(inquiry: Inquiry, site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: `We received your request, ${oneLine(inquiry.firstName, 100)}`,
    heading: `Thank you, ${inquiry.firstName}!`,
    paragraphs: [
      `Thank you for your interest in ${site.name}. A member of our family team will contact you within 24 hours to talk about your property and set up a free site visit.`,
      `There is no cost to your property: we install, stock and maintain the market, and monitor it 24/7.`,
      `If anything is urgent, call us at ${site.phone}.`,
    ],
    details: [
      ['Facility', facility(inquiry.facilityType)],
      ['Company or property', inquiry.companyName],
      ['Your message', inquiry.message],
    ],
    note: 'You receive this e-mail because you asked us to contact you through our website.',
  });
}
