import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { partnershipFeedbackRequest } from '../../../../contracts/partnership';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { useSendFeedback } from '../api/feedback';
import { portalLabel } from './portal-labels';
import { showServerErrors } from './server-errors';

type FormInput = z.input<typeof partnershipFeedbackRequest>;
type FormOutput = z.output<typeof partnershipFeedbackRequest>;
const fields = ['feedbackType', 'rating', 'subject', 'message'] as const;
const feedbackTypes = partnershipFeedbackRequest.shape.feedbackType.unwrap().options;
const defaults: FormInput = { feedbackType: 'general', rating: undefined, subject: '', message: '' };

/** Partnership feedback to the team: a type, an optional rating, a subject and a message. */
export function FeedbackForm() {
  const send = useSendFeedback();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(partnershipFeedbackRequest) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const field = (name: (typeof fields)[number], id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    // "No rating" is an empty choice: it must reach the contract as no rating at all, not as 0.
    ...form.register(name, name === 'rating' ? { setValueAs: (v) => (v === '' || v == null ? undefined : v) } : {}),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: 'Feedback Sent', description: 'Thank you. Your partnership team will respond here.' });
      form.reset(defaults);
    } catch (error) {
      const message = showServerErrors(error, form.setError, fields, 'Failed to send feedback');
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Send feedback</h2>
      <p className="mt-1 text-sm text-slate-600">
        What is working, what could be better: every message reaches your partnership team.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Send feedback" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="feedback-type" label="Type" error={errors.feedbackType?.message}>
            <Select {...field('feedbackType', 'feedback-type')}>
              {feedbackTypes.map((value) => (
                <option key={value} value={value}>
                  {portalLabel(value)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="feedback-rating" label="Rating" error={errors.rating?.message}>
            <Select {...field('rating', 'feedback-rating')}>
              <option value="">No rating</option>
              {[5, 4, 3, 2, 1].map((value) => (
                <option key={value} value={value}>
                  {value} {value === 1 ? 'star' : 'stars'}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="feedback-subject" label="Subject" required error={errors.subject?.message}>
          <Input maxLength={200} {...field('subject', 'feedback-subject')} />
        </Field>
        <Field id="feedback-message" label="Message" required error={errors.message?.message}>
          <Textarea rows={5} maxLength={5000} {...field('message', 'feedback-message')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={form.formState.isSubmitting}>
            Send Feedback
          </Button>
        </div>
      </form>
    </Card>
  );
}
