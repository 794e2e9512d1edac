import type { SiteConfig } from '../../../../contracts/site';
import type { customerFeedback } from '../../../db/schema/index';
import { oneLine, type RenderedEmail, renderEmail } from './layout';

type Feedback = typeof customerFeedback.$inferSelect;

/** To the business: a new report, urgent ones marked in the subject. */
export function feedbackNotification(feedback: Feedback, site: SiteConfig): RenderedEmail {
  const flag = feedback.priority === 'urgent' ? 'URGENT ' : feedback.priority === 'high' ? 'High priority ' : '';
  return renderEmail({
    site,
    subject: `${flag}feedback (${feedback.issueType}): ${oneLine(feedback.subject, 150)}`,
    heading: 'New customer feedback',
    paragraphs: [`${feedback.customerName} reported a ${feedback.issueType} issue at ${feedback.location}.`],
    details: [
      ['Name', feedback.customerName],
      ['E-mail', feedback.email],
      ['Phone', feedback.phone],
      ['Location', feedback.location],
      ['Issue type', feedback.issueType],
      ['Priority', feedback.priority],
      ['Subject', feedback.subject],
      ['Description', feedback.description],
      ['Received', feedback.createdAt.toISOString()],
    ],
    note: `Feedback #${feedback.id}. We promised a reply within 24 hours.`,
  });
}

/** To the customer: we have the report, and when to expect an answer. */
export function feedbackConfirmation(feedback: Feedback, site: SiteConfig): RenderedEmail {
  return renderEmail({
    site,
    subject: `We received your report: ${oneLine(feedback.subject, 150)}`,
    heading: `Thank you, ${feedback.customerName}`,
    paragraphs: [
      'We received your report and logged it. A member of our team will get back to you within 24 hours.',
      `If this is an emergency at a market, call our 24/7 line at ${site.emergencyPhone}.`,
    ],
    details: [
      ['Reference', `#${feedback.id}`],
      ['Location', feedback.location],
      ['Subject', feedback.subject],
      ['Priority', feedback.priority],
    ],
  });
}
