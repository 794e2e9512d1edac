import {
  implementSuggestionRequest,
  reviewSuggestionRequest,
  type SuggestionItem,
} from '../../../../contracts/assistant-admin';
import type { TrainingCategory } from '../../../../contracts/enums';
import { FormControl } from '../../../components/forms/form-control';
import { RecordFormDialog } from '../../../components/forms/record-form-dialog';
import { Input, Select, Textarea } from '../../../components/ui/form-controls';
import { LabelledText } from '../../../components/ui/labelled-text';
import { useImplementSuggestion, useReviewSuggestion } from '../api/suggestions';
import { categoryOptions } from './training-labels';

/** The training category a suggestion's category most likely belongs to (the admin can change it). */
const trainingCategoryFor: Record<SuggestionItem['suggestedCategory'], TrainingCategory> = {
  general: 'faq',
  billing_payment: 'pricing',
  product_info: 'services',
  technical_support: 'technical',
  customer_service: 'support',
  installation: 'installation',
  partnership: 'partnership',
};

const reviewForm = reviewSuggestionRequest.pick({ status: true, reviewNotes: true });

/** Review (docs/product/training.md): set pending, approved or rejected, with notes. */
export function ReviewSuggestionDialog({ suggestion, onClose }: { suggestion: SuggestionItem; onClose: () => void }) {
  const review = useReviewSuggestion();
  return (
    <RecordFormDialog
      open
      onClose={onClose}
      idPrefix="review"
      schema={reviewForm}
      defaultValues={{
        // Only a pending suggestion is reviewed (docs/product/training.md).
        status: 'pending',
        reviewNotes: suggestion.reviewNotes ?? '',
      }}
      title="Review Suggestion"
      description={suggestion.suggestedQuestion}
      submitLabel="Save Review"
      saved="Training suggestion updated successfully"
      failed={{ title: 'Error' }}
      save={(values) => review.mutateAsync({ ...values, id: suggestion.id, reviewedBy: 'Admin' })}
      className="max-w-xl"
    >
      {(common) => (
        <>
          <FormControl {...common} name="status" label="Status">
            {(control) => (
              <Select {...control}>
                <option value="pending">Pending</option>
                <option value="approved">Approved</option>
                <option value="rejected">Rejected</option>
              </Select>
            )}
          </FormControl>
          <FormControl {...common} name="reviewNotes" label="Review Notes">
            {(control) => <Textarea rows={4} {...control} />}
          </FormControl>
        </>
      )}
    </RecordFormDialog>
  );
}

/** Implement (docs/product/training.md): the suggestion becomes an active training entry the assistant answers from at once. */
export function ImplementSuggestionDialog({
  suggestion,
  onClose,
}: {
  suggestion: SuggestionItem;
  onClose: () => void;
}) {
  const implement = useImplementSuggestion();
  return (
    <RecordFormDialog
      open
      onClose={onClose}
      idPrefix="implement"
      schema={implementSuggestionRequest}
      defaultValues={{
        title: suggestion.suggestedQuestion.slice(0, 200),
        content: suggestion.suggestedAnswer ?? '',
        category: trainingCategoryFor[suggestion.suggestedCategory],
        priority: 50,
        tags: '',
      }}
      title="Implement Suggestion"
      submitLabel="Implement"
      saved="Training suggestion implemented successfully"
      failed={{ title: 'Error' }}
      save={(values) => implement.mutateAsync({ ...values, id: suggestion.id })}
      className="max-w-2xl"
    >
      {(common) => (
        <>
          <LabelledText
            label="Context"
            className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere"
            labelClassName="font-semibold"
          >
            {suggestion.feedbackContext}
          </LabelledText>
          <FormControl {...common} name="title" label="Title" required>
            {(control) => <Input {...control} />}
          </FormControl>
          <FormControl
            {...common}
            name="content"
            label="Content"
            required
            hint="The answer visitors get, in the business's own words"
          >
            {(control) => <Textarea rows={6} {...control} />}
          </FormControl>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormControl {...common} name="category" label="Category" required>
              {(control) => <Select {...control} options={categoryOptions} />}
            </FormControl>
            <FormControl {...common} name="priority" label="Priority" hint="0 to 100">
              {(control) => <Input type="number" min={0} max={100} {...control} />}
            </FormControl>
          </div>
          <FormControl {...common} name="tags" label="Tags" hint="Separate tags with commas">
            {(control) => <Input {...control} />}
          </FormControl>
        </>
      )}
    </RecordFormDialog>
  );
}
