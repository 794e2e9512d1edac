import type { SiteConfig } from '../../../../contracts/site';
import type { customerFeedback } from '../../../db/schema/index';
import { mailTime } from '../../../lib/business-time';
import type { VisitorMailOutcome } from '../visitor-mail';
import { inertText } from './inert-text';
import { oneLine, type RenderedEmail, renderEmail } from './layout';
import { visitorMailNote } from './visitor-mail-note';

type Feedback = typeof customerFeedback.$inferSelect;

/**
 * To the business: a new report, urgent ones marked in the subject. What the customer typed is shown as inert
 * text (no links), and the note says when their confirmation was held back by a cap.
 */
export function feedbackNotification(
  feedback: Feedback,
  site: SiteConfig,
  confirmation: VisitorMailOutcome = 'queued',
): RenderedEmail {
  const flag = feedback.priority === 'urgent' ? 'URGENT ' : feedback.priority === 'high' ? 'High priority ' : '';
  const name = inertText(feedback.customerName);
  const location = inertText(feedback.location);
  const subject = inertText(feedback.subject);
  return renderEmail({
    site,
    subject: `${flag}feedback (${feedback.issueType}): ${oneLine(subject, 150)}`,
    heading: 'New customer feedback',
    paragraphs: [`${name} reported a ${feedback.issueType} issue at ${location}.`],
    details: [
      ['Name', name],
      ['E-mail', feedback.email],
      ['Phone', feedback.phone],
      ['Location', location],
      ['Issue type', feedback.issueType],
      ['Priority', feedback.priority],
      ['Subject', subject],
      ['Description', inertText(feedback.description)],
      ['Received', mailTime(feedback.createdAt, site.timeZone)],
    ],
    note: [`Feedback #${feedback.id}. We promised a reply within 24 hours.`, visitorMailNote(confirmation)]
      .filter(Boolean)
      .join(' '),
  });
}

/**
 * To the address the customer typed: fixed words and our reference number only. Nothing they wrote is echoed, so
 * the form cannot be used to send someone else a message of the visitor's choosing from the business's address.
 */
export function feedbackConfirmation(feedback: Pick<Feedback, 'id'>, site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: 'We received your feedback',
    heading: 'Thank you for your feedback',
    paragraphs: [
      'We received your report and logged it. A member of our team will get back to you within 24 hours.',
      `If this is an emergency at a market, call our 24/7 line at ${site.emergencyPhone}. For anything else, call us at ${site.phone}.`,
    ],
    details: [['Reference', `#${feedback.id}`]],
    note: 'You receive this e-mail because this address was entered in the feedback form of our website. If that was not you, you can ignore it.',
  });
}
