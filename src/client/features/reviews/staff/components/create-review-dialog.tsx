import { createReviewRequest } from '../../../../../contracts/admin-reviews';
import { reviewSources, reviewTypes, reviewVerificationStatuses } from '../../../../../contracts/enums';
import { FormControl } from '../../../../components/forms/form-control';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../../components/forms/record-fields';
import { RecordFormDialog } from '../../../../components/forms/record-form-dialog';
import { reviewFacilityOptions } from '../../../../components/labels/review-labels';
import { Select } from '../../../../components/ui/form-controls';
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
      idPrefix="review"
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
      {(common) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...common} name="reviewerName" label="Name" required autoComplete="off" />
            <TextField {...common} name="reviewerEmail" label="Email" type="email" autoComplete="off" />
            <TextField {...common} name="reviewerTitle" label="Title" />
            <TextField {...common} name="reviewerCompany" label="Company" />
            <TextField {...common} name="reviewerPhone" label="Phone" type="tel" />
            <SelectField {...common} name="facilityType" label="Facility Type" required options={reviewFacilityOptions}>
              <option value="">Choose…</option>
            </SelectField>
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
            <SelectField {...common} name="reviewType" label="Review Type" options={optionsOf(reviewTypes)} />
          </div>
          <TextField {...common} name="reviewTitle" label="Review Title" />
          <TextareaField {...common} name="reviewContent" label="Review Content" required rows={5} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField {...common} name="reviewSource" label="Source" options={optionsOf(reviewSources)} />
            <SelectField
              {...common}
              name="verificationStatus"
              label="Verification"
              options={optionsOf(reviewVerificationStatuses)}
            />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField form={common.form} name="isPublic" label="Public" className="gap-2" />
            <CheckboxField form={common.form} name="isFeatured" label="Featured" className="gap-2" />
            <CheckboxField form={common.form} name="followUpScheduled" label="Follow-up scheduled" className="gap-2" />
          </div>
          <TextareaField {...common} name="internalNotes" label="Internal Notes" rows={2} />
        </>
      )}
    </RecordFormDialog>
  );
}
