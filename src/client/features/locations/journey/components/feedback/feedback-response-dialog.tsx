import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { partnershipFeedbackStatuses } from '../../../../../../contracts/enums';
import { feedbackResponseRequest, type PartnershipFeedbackItem } from '../../../../../../contracts/partnership';
import { Dialog, DialogContent } from '../../../../../components/ui/dialog';
import { Select, Textarea } from '../../../../../components/ui/form-controls';
import { useRespondToFeedback } from '../../api/partnership-feedback';
import { EnumOptions } from '../enum-options';
import { FormActions } from '../form-actions';
import { FormControl } from '../form-control';
import { withToasts } from '../notify';

type FormInput = z.input<typeof feedbackResponseRequest>;
type FormOutput = z.output<typeof feedbackResponseRequest>;

/** "Add Response" (docs/product/property-managers-and-journey.md): the team's answer, which the manager reads in the portal, and the status. */
export function FeedbackResponseDialog({
  feedback,
  onClose,
}: {
  feedback: PartnershipFeedbackItem | null;
  onClose: () => void;
}) {
  if (!feedback) return null;
  return <ResponseForm key={feedback.id} feedback={feedback} onClose={onClose} />;
}

function ResponseForm({ feedback, onClose }: { feedback: PartnershipFeedbackItem; onClose: () => void }) {
  const respond = useRespondToFeedback();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(feedbackResponseRequest),
    // Answering new feedback usually settles it: resolved is offered first, any status can be chosen.
    defaultValues: {
      response: feedback.response ?? '',
      status: feedback.status === 'new' && !feedback.response ? 'resolved' : feedback.status,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await withToasts(
      () =>
        respond.mutateAsync({
          id: feedback.id,
          locationId: feedback.locationId,
          status: values.status,
          response: values.response ?? '',
        }),
      'Response saved successfully',
      'Failed to save response',
    );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'feedback-response' } as const;

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={feedback.response ? 'Edit Response' : 'Add Response'} description={feedback.subject}>
        <blockquote className="mb-4 max-h-40 overflow-y-auto whitespace-pre-line rounded-xl bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere">
          {feedback.message}
        </blockquote>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormControl
            {...common}
            name="response"
            label="Response"
            hint="The property manager sees this in the portal."
          >
            {(control) => <Textarea rows={5} maxLength={5000} {...control} />}
          </FormControl>
          <FormControl {...common} name="status" label="Status" required>
            {(control) => (
              <Select {...control}>
                <EnumOptions values={partnershipFeedbackStatuses} />
              </Select>
            )}
          </FormControl>
          <FormActions submitLabel="Save Response" busy={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
