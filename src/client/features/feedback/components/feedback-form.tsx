import { feedbackIssueTypeLabels, feedbackIssueTypes, feedbackPriorities } from '../../../../contracts/enums';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, HoneypotField, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { usePublicForm } from '../../../lib/use-public-form';
import { type FeedbackFormBody, submitFeedback } from '../api/submit-feedback';
import { priorityLabels } from './feedback-labels';

/** "Submit Feedback or Report Issue" (docs/product/contact-and-feedback.md). */
export function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { errors, isPending, onSubmit } = usePublicForm({
    send: submitFeedback,
    toBody: (values): FeedbackFormBody => ({
      customerName: values.customerName ?? '',
      email: values.email ?? '',
      phone: values.phone ?? '',
      location: values.location ?? '',
      issueType: values.issueType ?? '',
      priority: values.priority ?? '',
      subject: values.subject ?? '',
      description: values.description ?? '',
      website: values.website ?? '',
    }),
    onSuccess: () => {
      toast({ title: "Feedback submitted successfully! We'll get back to you within 24 hours." });
      onSubmitted();
    },
    failure: { title: 'Submission failed', description: 'Please try again or contact us directly.' },
  });

  const input = (name: string, id: string) => ({ id, name, ...describedBy(id, errors[name]) });

  return (
    <form
      onSubmit={onSubmit}
      className="relative space-y-5"
      aria-labelledby="feedback-form-title"
      data-testid="feedback-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="feedback-name" label="Full Name" required error={errors.customerName}>
          <Input {...input('customerName', 'feedback-name')} autoComplete="name" required maxLength={120} />
        </Field>
        <Field id="feedback-email" label="Email" required error={errors.email}>
          <Input {...input('email', 'feedback-email')} type="email" autoComplete="email" required maxLength={255} />
        </Field>
        <Field id="feedback-phone" label="Phone (optional)" error={errors.phone}>
          <Input {...input('phone', 'feedback-phone')} type="tel" autoComplete="tel" maxLength={40} />
        </Field>
        <Field id="feedback-location" label="Location or Facility" required error={errors.location}>
          <Input
            {...input('location', 'feedback-location')}
            required
            maxLength={200}
            placeholder="e.g. Aurelia Residences, lobby market"
          />
        </Field>
        <Field id="feedback-issue-type" label="Issue Type" required error={errors.issueType}>
          <Select {...input('issueType', 'feedback-issue-type')} required defaultValue="">
            <option value="" disabled>
              Select an issue type
            </option>
            {feedbackIssueTypes.map((value) => (
              <option key={value} value={value}>
                {feedbackIssueTypeLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="feedback-priority" label="Priority" required error={errors.priority}>
          <Select {...input('priority', 'feedback-priority')} required defaultValue="">
            <option value="" disabled>
              Select a priority
            </option>
            {feedbackPriorities.map((value) => (
              <option key={value} value={value}>
                {priorityLabels[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id="feedback-subject" label="Subject" required error={errors.subject}>
        <Input {...input('subject', 'feedback-subject')} required maxLength={200} />
      </Field>
      <Field id="feedback-description" label="Detailed Description" required error={errors.description}>
        <Textarea
          {...input('description', 'feedback-description')}
          required
          rows={6}
          maxLength={5000}
          placeholder="What happened, when, and which product or machine was involved?"
        />
      </Field>
      <HoneypotField name="website" />
      <Button type="submit" size="lg" className="w-full" disabled={isPending}>
        {isPending ? 'Submitting...' : 'Submit Feedback'}
      </Button>
    </form>
  );
}
