import { feedbackIssueTypeLabels, feedbackIssueTypes, feedbackPriorities } from '../../../../contracts/enums';
import { emailField, optionsOf, type PublicFieldSpec, PublicForm } from '../../../components/ui/public-form-fields';
import { toast } from '../../../components/ui/use-toast';
import { textsOf } from '../../../lib/form-data';
import { usePublicForm } from '../../../lib/use-public-form';
import { type FeedbackFormBody, submitFeedback } from '../api/submit-feedback';
import { priorityLabels } from './feedback-labels';

/** Who reports, where, and what kind of issue, two by two on a wide screen. */
const whoWhereWhat: PublicFieldSpec[] = [
  {
    id: 'feedback-name',
    name: 'customerName',
    label: 'Full Name',
    required: true,
    autoComplete: 'name',
    maxLength: 120,
  },
  emailField('feedback-email'),
  { id: 'feedback-phone', name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  {
    id: 'feedback-location',
    name: 'location',
    label: 'Location or Facility',
    required: true,
    maxLength: 200,
    placeholder: 'e.g. Aurelia Residences, lobby market',
  },
  {
    id: 'feedback-issue-type',
    name: 'issueType',
    label: 'Issue Type',
    required: true,
    placeholder: 'Select an issue type',
    options: optionsOf(feedbackIssueTypes, feedbackIssueTypeLabels),
  },
  {
    id: 'feedback-priority',
    name: 'priority',
    label: 'Priority',
    required: true,
    placeholder: 'Select a priority',
    options: optionsOf(feedbackPriorities, priorityLabels),
  },
];

/** The report itself, full width. */
const theReport: PublicFieldSpec[] = [
  { id: 'feedback-subject', name: 'subject', label: 'Subject', required: true, maxLength: 200 },
  {
    id: 'feedback-description',
    name: 'description',
    label: 'Detailed Description',
    required: true,
    rows: 6,
    maxLength: 5000,
    placeholder: 'What happened, when, and which product or machine was involved?',
  },
];

/** "Submit Feedback or Report Issue" (docs/product/contact-and-feedback.md). */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const sending = usePublicForm({
    send: submitFeedback,
    toBody: (values): FeedbackFormBody =>
      textsOf(values, [
        'customerName',
        'email',
        'phone',
        'location',
        'issueType',
        'priority',
        'subject',
        'description',
        'website',
      ]),
    onSuccess: () => {
      toast({ title: "Feedback submitted successfully! We'll get back to you within 24 hours." });
      onSubmitted();
    },
    failure: { title: 'Submission failed', description: 'Please try again or contact us directly.' },
  });

  return (
    <PublicForm
      sending={sending}
      paired={whoWhereWhat}
      fullWidth={theReport}
      submitLabel="Submit Feedback"
      aria-labelledby="feedback-form-title"
      data-testid="feedback-form"
    />
  );
}
