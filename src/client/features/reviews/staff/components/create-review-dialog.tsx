import { createReviewRequest } from '../../../../../contracts/admin-reviews';
import { reviewSources, reviewTypes, reviewVerificationStatuses } from '../../../../../contracts/enums';
import { FormControl } from '../../../../components/forms/form-control';
import { RecordFormDialog } from '../../../../components/forms/record-form-dialog';
import { reviewFacilityOptions } from '../../../../components/labels/review-labels';
import { Input, Select, Textarea } from '../../../../components/ui/form-controls';
import { optionsOf } from '../../../../components/ui/options';
import { ratingOptions } from '../../../../components/ui/rating-options';
import { useCreateReview } from '../api/admin-reviews';

/** "Create New Review" (docs/product/reviews.md): name, facility type, rating and content required; rating 5, general, not public. */
export function CreateReviewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateReview();
  return (
    <RecordFormDialog
      open={open}
      onClose={onClose}
      schema={createReviewRequest}
      defaultValues={{
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
      }}
      title="Create New Review"
      submitLabel="Create Review"
      saved="Review created successfully"
      failed={{ title: 'Error' }}
      save={(values) => create.mutateAsync(values)}
      className="max-w-2xl"
    >
      {(form) => {
        const common = { form, idPrefix: 'review' } as const;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="reviewerName" label="Name" required>
                {(control) => <Input autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="reviewerEmail" label="Email">
                {(control) => <Input type="email" autoComplete="off" {...control} />}
              </FormControl>
              <FormControl {...common} name="reviewerTitle" label="Title">
                {(control) => <Input {...control} />}
              </FormControl>
              <FormControl {...common} name="reviewerCompany" label="Company">
                {(control) => <Input {...control} />}
              </FormControl>
              <FormControl {...common} name="reviewerPhone" label="Phone">
                {(control) => <Input type="tel" {...control} />}
              </FormControl>
              <FormControl {...common} name="facilityType" label="Facility Type" required>
                {(control) => (
                  <Select {...control}>
                    <option value="">Choose…</option>
                    {reviewFacilityOptions.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Select>
                )}
              </FormControl>
              <FormControl
                {...common}
                name="rating"
                label="Rating"
                required
                // The contract takes the rating as a number, never as the select's text.
                options={{ valueAsNumber: true }}
              >
                {(control) => <Select {...control} options={ratingOptions} />}
              </FormControl>
              <FormControl {...common} name="reviewType" label="Review Type">
                {(control) => <Select {...control} options={optionsOf(reviewTypes)} />}
              </FormControl>
            </div>
            <FormControl {...common} name="reviewTitle" label="Review Title">
              {(control) => <Input {...control} />}
            </FormControl>
            <FormControl {...common} name="reviewContent" label="Review Content" required>
              {(control) => <Textarea rows={5} {...control} />}
            </FormControl>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormControl {...common} name="reviewSource" label="Source">
                {(control) => <Select {...control} options={optionsOf(reviewSources)} />}
              </FormControl>
              <FormControl {...common} name="verificationStatus" label="Verification">
                {(control) => <Select {...control} options={optionsOf(reviewVerificationStatuses)} />}
              </FormControl>
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
            <FormControl {...common} name="internalNotes" label="Internal Notes">
              {(control) => <Textarea rows={2} {...control} />}
            </FormControl>
          </>
        );
      }}
    </RecordFormDialog>
  );
}
