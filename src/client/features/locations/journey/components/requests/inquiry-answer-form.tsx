import type { z } from 'zod';
import { managerInquiryStatuses } from '../../../../../../contracts/enums';
import { type ManagerInquiryItem, managerInquiryAnswer } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { FormActions } from '../../../../../components/forms/form-actions';
import { SelectField, TextField } from '../../../../../components/forms/record-fields';
import { recordTexts } from '../../../../../components/forms/record-texts';
import { useContractForm } from '../../../../../components/forms/use-contract-form';
import { withToasts } from '../../../../../components/forms/with-toasts';
import { Button } from '../../../../../components/ui/button';
import { managerInquiries } from '../../api/manager-inquiries';
import { AnswerField } from '../answer-field';

/** A meeting request or question: who handles it, the answer, the status; Close Request settles it in one go. */
export function InquiryAnswerForm({ item, onClose }: { item: ManagerInquiryItem; onClose: () => void }) {
  const answer = managerInquiries.useAnswer();
  const form = useContractForm(managerInquiryAnswer, {
    status: item.status,
    ...recordTexts(item, ['assignedTo', 'resolution']),
  });
  const save = (values: z.output<typeof managerInquiryAnswer>) =>
    withToasts(
      () =>
        answer.mutateAsync({
          id: item.id,
          locationId: item.locationId,
          status: values.status,
          assignedTo: values.assignedTo ?? '',
          resolution: values.resolution ?? '',
        }),
      values.status === 'closed' ? 'Request closed' : 'Request updated successfully',
      'Failed to update request',
    ).then((saved) => saved && onClose());
  const onSubmit = form.handleSubmit(save);
  const onCloseRequest = form.handleSubmit((values) => save({ ...values, status: 'closed' }));
  const common = { form, idPrefix: 'inquiry-answer' } as const;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...common} name="assignedTo" label="Assigned To" maxLength={120} autoComplete="off" />
        <SelectField {...common} name="status" label="Status" required>
          <EnumOptions values={managerInquiryStatuses} />
        </SelectField>
      </div>
      <AnswerField {...common} name="resolution" />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        {item.status === 'closed' ? (
          <span />
        ) : (
          <Button variant="outline" onClick={() => void onCloseRequest()} disabled={form.formState.isSubmitting}>
            Close Request
          </Button>
        )}
        <FormActions submitLabel="Save Answer" busy={form.formState.isSubmitting} onCancel={onClose} />
      </div>
    </form>
  );
}
