import { partnershipFeedbackRequest } from '../../../../../contracts/partnership';
import { EnumOptions } from '../../../../components/forms/enum-options';
import { portalLabel } from '../../../../components/portal/portal-labels';
import { PortalSubmit } from '../../../../components/portal/portal-submit';
import { usePortalForm } from '../../../../components/portal/use-portal-form';
import { Card } from '../../../../components/ui/card';
import { Field, Input, Select, Textarea } from '../../../../components/ui/form-controls';
import { OptionList } from '../../../../components/ui/option-list';
import { ratingOptions } from '../../../../components/ui/rating-options';
import { useSendFeedback } from '../api/feedback';

const feedbackTypes = partnershipFeedbackRequest.shape.feedbackType.unwrap().options;

/** Partnership feedback to the team: a type, an optional rating, a subject and a message. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const { form, onSubmit, field, errorOf } = usePortalForm({
    schema: partnershipFeedbackRequest,
    defaults: { feedbackType: 'general', rating: undefined, subject: '', message: '' },
    fields: ['feedbackType', 'rating', 'subject', 'message'],
    send: send.mutateAsync,
    sent: { title: 'Feedback Sent', description: 'Thank you. Your partnership team will respond here.' },
    failed: 'Failed to send feedback',
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Send feedback</h2>
      <p className="mt-1 text-sm text-slate-600">
        What is working, what could be better: every message reaches your partnership team.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Send feedback" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="feedback-type" label="Type" error={errorOf('feedbackType')}>
            <Select {...field('feedbackType', 'feedback-type')}>
              <EnumOptions values={feedbackTypes} label={portalLabel} />
            </Select>
          </Field>
          <Field id="feedback-rating" label="Rating" error={errorOf('rating')}>
            {/* "No rating" must reach the contract as no rating at all, not as 0; a rating as a number. */}
            <Select
              {...field('rating', 'feedback-rating', {
                setValueAs: (v) => (v === '' || v == null ? undefined : Number(v)),
              })}
            >
              <option value="">No rating</option>
              <OptionList options={ratingOptions} />
            </Select>
          </Field>
        </div>
        <Field id="feedback-subject" label="Subject" required error={errorOf('subject')}>
          <Input maxLength={200} {...field('subject', 'feedback-subject')} />
        </Field>
        <Field id="feedback-message" label="Message" required error={errorOf('message')}>
          <Textarea rows={5} maxLength={5000} {...field('message', 'feedback-message')} />
        </Field>
        <div className="flex justify-end">
          <PortalSubmit busy={form.formState.isSubmitting}>Send Feedback</PortalSubmit>
        </div>
      </form>
    </Card>
  );
}
