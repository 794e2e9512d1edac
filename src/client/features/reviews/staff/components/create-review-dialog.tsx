import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createReviewRequest } from '../../../../../contracts/admin-reviews';
import { reviewSources, reviewTypes, reviewVerificationStatuses } from '../../../../../contracts/enums';
import { reviewFacilityOptions } from '../../../../components/labels/review-labels';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { describedBy, Field, Input, Select, Textarea } from '../../../../components/ui/form-controls';
import { toast } from '../../../../components/ui/use-toast';
import { humanize } from '../../../../lib/format';
import { serverMessage } from '../../../../lib/server-message';
import { useCreateReview } from '../api/admin-reviews';

type FormInput = z.input<typeof createReviewRequest>;
type FormOutput = z.output<typeof createReviewRequest>;
type TextField =
  | 'reviewerName'
  | 'reviewerTitle'
  | 'reviewerCompany'
  | 'reviewerEmail'
  | 'reviewerPhone'
  | 'facilityType'
  | 'rating'
  | 'reviewTitle'
  | 'reviewContent'
  | 'reviewType'
  | 'reviewSource'
  | 'verificationStatus'
  | 'internalNotes';

/** "Create New Review" (docs/product/reviews.md): name, facility type, rating and content required; rating 5, general, not public. */
export function CreateReviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return <CreateReviewForm onClose={onClose} />;
}

function CreateReviewForm({ onClose }: { onClose: () => void }) {
  const create = useCreateReview();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createReviewRequest),
    defaultValues: {
      reviewerName: '',
      reviewerEmail: '',
      rating: 5,
      reviewContent: '',
      reviewType: 'general',
      isPublic: false,
      isFeatured: false,
      reviewSource: 'direct',
      verificationStatus: 'unverified',
      followUpScheduled: false,
    },
  });
  const errors = form.formState.errors;
  const field = (name: TextField, id: string, options?: { valueAsNumber: true }) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name, options),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({ title: 'Review created successfully' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Create New Review" className="max-w-2xl">
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="review-name" label="Name" required error={errors.reviewerName?.message}>
              <Input autoComplete="off" {...field('reviewerName', 'review-name')} />
            </Field>
            <Field id="review-email" label="Email" error={errors.reviewerEmail?.message}>
              <Input type="email" autoComplete="off" {...field('reviewerEmail', 'review-email')} />
            </Field>
            <Field id="review-reviewer-title" label="Title" error={errors.reviewerTitle?.message}>
              <Input {...field('reviewerTitle', 'review-reviewer-title')} />
            </Field>
            <Field id="review-company" label="Company" error={errors.reviewerCompany?.message}>
              <Input {...field('reviewerCompany', 'review-company')} />
            </Field>
            <Field id="review-phone" label="Phone" error={errors.reviewerPhone?.message}>
              <Input type="tel" {...field('reviewerPhone', 'review-phone')} />
            </Field>
            <Field id="review-facility" label="Facility Type" required error={errors.facilityType?.message}>
              <Select {...field('facilityType', 'review-facility')}>
                <option value="">Choose…</option>
                {reviewFacilityOptions.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="review-rating" label="Rating" required error={errors.rating?.message}>
              {/* The contract takes the rating as a number, never as the select's text. */}
              <Select {...field('rating', 'review-rating', { valueAsNumber: true })}>
                {[5, 4, 3, 2, 1].map((value) => (
                  <option key={value} value={value}>
                    {value} {value === 1 ? 'star' : 'stars'}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="review-type" label="Review Type" error={errors.reviewType?.message}>
              <Select {...field('reviewType', 'review-type')}>
                {reviewTypes.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field id="review-title" label="Review Title" error={errors.reviewTitle?.message}>
            <Input {...field('reviewTitle', 'review-title')} />
          </Field>
          <Field id="review-content" label="Review Content" required error={errors.reviewContent?.message}>
            <Textarea rows={5} {...field('reviewContent', 'review-content')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="review-source" label="Source" error={errors.reviewSource?.message}>
              <Select {...field('reviewSource', 'review-source')}>
                {reviewSources.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="review-verification" label="Verification" error={errors.verificationStatus?.message}>
              <Select {...field('verificationStatus', 'review-verification')}>
                {reviewVerificationStatuses.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5 rounded border-slate-300" {...form.register('isPublic')} />
              Public
            </label>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-5 rounded border-slate-300" {...form.register('isFeatured')} />
              Featured
            </label>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5 rounded border-slate-300"
                {...form.register('followUpScheduled')}
              />
              Follow-up scheduled
            </label>
          </div>
          <Field id="review-internal-notes" label="Internal Notes" error={errors.internalNotes?.message}>
            <Textarea rows={2} {...field('internalNotes', 'review-internal-notes')} />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Create Review
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
