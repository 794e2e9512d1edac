import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  implementSuggestionRequest,
  reviewSuggestionRequest,
  type SuggestionItem,
} from '../../../../contracts/assistant-admin';
import type { TrainingCategory } from '../../../../contracts/enums';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
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
type ReviewInput = z.input<typeof reviewForm>;
type ReviewOutput = z.output<typeof reviewForm>;

/** Review (docs/product/training.md): set pending, approved or rejected, with notes. */
export function ReviewSuggestionDialog({ suggestion, onClose }: { suggestion: SuggestionItem; onClose: () => void }) {
  const review = useReviewSuggestion();
  const form = useForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewForm),
    defaultValues: {
      // Only a pending suggestion is reviewed (docs/product/training.md).
      status: 'pending',
      reviewNotes: suggestion.reviewNotes ?? '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync({ ...values, id: suggestion.id, reviewedBy: 'Admin' });
      toast({ title: 'Training suggestion updated successfully' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Review Suggestion" description={suggestion.suggestedQuestion} className="max-w-xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <Field id="review-status" label="Status" error={errors.status?.message}>
            <Select id="review-status" {...form.register('status')}>
              <option value="pending">Pending</option>
              <option value="approved">Approved</option>
              <option value="rejected">Rejected</option>
            </Select>
          </Field>
          <Field id="review-notes" label="Review Notes" error={errors.reviewNotes?.message}>
            <Textarea
              id="review-notes"
              rows={4}
              {...describedBy('review-notes', errors.reviewNotes?.message)}
              {...form.register('reviewNotes')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Save Review
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type ImplementInput = z.input<typeof implementSuggestionRequest>;
type ImplementOutput = z.output<typeof implementSuggestionRequest>;

/** Implement (docs/product/training.md): the suggestion becomes an active training entry the assistant answers from at once. */
export function ImplementSuggestionDialog({
  suggestion,
  onClose,
}: {
  suggestion: SuggestionItem;
  onClose: () => void;
}) {
  const implement = useImplementSuggestion();
  const form = useForm<ImplementInput, unknown, ImplementOutput>({
    resolver: zodResolver(implementSuggestionRequest),
    defaultValues: {
      title: suggestion.suggestedQuestion.slice(0, 200),
      content: suggestion.suggestedAnswer ?? '',
      category: trainingCategoryFor[suggestion.suggestedCategory],
      priority: 50,
      tags: '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await implement.mutateAsync({ ...values, id: suggestion.id });
      toast({ title: 'Training suggestion implemented successfully' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    }
  });
  const field = (name: 'title' | 'content' | 'category' | 'priority' | 'tags', id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Implement Suggestion" className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {suggestion.feedbackContext ? (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere">
              <span className="font-semibold">Context: </span>
              {suggestion.feedbackContext}
            </p>
          ) : null}
          <Field id="implement-title" label="Title" required error={errors.title?.message}>
            <Input {...field('title', 'implement-title')} />
          </Field>
          <Field
            id="implement-content"
            label="Content"
            required
            error={errors.content?.message}
            hint="The answer visitors get, in the business's own words"
          >
            <Textarea rows={6} {...field('content', 'implement-content')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="implement-category" label="Category" required error={errors.category?.message}>
              <Select {...field('category', 'implement-category')}>
                {categoryOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="implement-priority" label="Priority" error={errors.priority?.message} hint="0 to 100">
              <Input type="number" min={0} max={100} {...field('priority', 'implement-priority')} />
            </Field>
          </div>
          <Field id="implement-tags" label="Tags" error={errors.tags?.message} hint="Separate tags with commas">
            <Input {...field('tags', 'implement-tags')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Implement
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
