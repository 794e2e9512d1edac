import { productRequestStatuses } from '../../../../../../contracts/enums';
import { type ProductRequestItem, productRequestAnswer } from '../../../../../../contracts/partnership';
import { EnumOptions } from '../../../../../components/forms/enum-options';
import { FormActions } from '../../../../../components/forms/form-actions';
import { SelectField } from '../../../../../components/forms/record-fields';
import { useContractForm } from '../../../../../components/forms/use-contract-form';
import { withToasts } from '../../../../../components/forms/with-toasts';
import { productRequests } from '../../api/product-requests';
import { AnswerField } from '../answer-field';

/** A product request: approved, declined or fulfilled (which close it), with the answer the manager reads. */
export function ProductAnswerForm({ item, onClose }: { item: ProductRequestItem; onClose: () => void }) {
  const answer = productRequests.useAnswer();
  const form = useContractForm(productRequestAnswer, { status: item.status, response: item.response ?? '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await withToasts(
      () =>
        answer.mutateAsync({
          id: item.id,
          locationId: item.locationId,
          status: values.status,
          response: values.response ?? '',
        }),
      'Request updated successfully',
      'Failed to update request',
    );
    if (saved) onClose();
  });
  const common = { form, idPrefix: 'product-answer' } as const;

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Category</dt>
        <dd className="text-slate-900">{item.productCategory ?? 'N/A'}</dd>
      </dl>
      <SelectField {...common} name="status" label="Status" required>
        <EnumOptions values={productRequestStatuses} />
      </SelectField>
      <AnswerField {...common} name="response" />
      <FormActions submitLabel="Save Answer" busy={form.formState.isSubmitting} onCancel={onClose} />
    </form>
  );
}
