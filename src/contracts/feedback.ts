import { z } from 'zod';
import { feedbackIssueTypes, feedbackPriorities } from './enums';
import { emailAddress, honeypot, optionalPhoneNumber, publicForm, requiredLine, requiredText } from './fields';

/** POST /api/feedback (docs/product/contact-and-feedback.md feedback form, docs/product/contact-and-feedback.md). Server-assigned fields are not accepted. */
export const submitFeedbackRequest = z.object({
  customerName: requiredLine('Full name', 120),
  email: emailAddress,
  phone: optionalPhoneNumber,
  location: requiredLine('Location or facility', 200),
  issueType: z.enum(feedbackIssueTypes, { error: 'Choose an issue type' }),
  priority: z.enum(feedbackPriorities, { error: 'Choose a priority' }),
  subject: requiredLine('Subject', 200),
  description: requiredText('Description', 5000),
  website: honeypot,
});
export type SubmitFeedbackRequest = z.input<typeof submitFeedbackRequest>;
export type SubmitFeedbackInput = z.output<typeof submitFeedbackRequest>;

export const feedbackApi = {
  submit: publicForm('/api/feedback', 'Submit customer feedback or report an issue', submitFeedbackRequest),
};
