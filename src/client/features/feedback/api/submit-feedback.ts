import { feedbackApi, type SubmitFeedbackRequest } from '../../../../contracts/feedback';
import { call } from '../../../lib/api';

/** What the form sends: the choices as the selects hold them, so that the server names a missing one. */
export type FeedbackFormBody = Omit<SubmitFeedbackRequest, 'issueType' | 'priority'> & {
  issueType: string;
  priority: string;
};

/** The feedback form's submission (docs/product/contact-and-feedback.md). */
export const submitFeedback = (body: FeedbackFormBody) =>
  call(feedbackApi.submit, { body: body as SubmitFeedbackRequest });
