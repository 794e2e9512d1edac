import type { z } from 'zod';
import { reviewTypes } from '../../../../contracts/enums';
import { type PortalLocation, portalReviewRequest } from '../../../../contracts/portal';
import { reviewFacilityOptions } from '../../../components/labels/review-labels';
import { portalLabel } from '../../../components/portal/portal-labels';
import { PortalSubmit } from '../../../components/portal/portal-submit';
import { usePortalForm } from '../../../components/portal/use-portal-form';
import { Card } from '../../../components/ui/card';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { optionsOf } from '../../../components/ui/options';
import { ratingOptions } from '../../../components/ui/rating-options';
import { useSubmitReview } from './api';

type FormInput = z.input<typeof portalReviewRequest>;
const fields = [
  'reviewerName',
  'reviewerTitle',
  'reviewerCompany',
  'reviewerEmail',
  'reviewerPhone',
  'facilityType',
  'rating',
  'reviewTitle',
  'reviewContent',
  'reviewType',
] as const;

/** Name, e-mail and company from the location; luxury_condos; rating 5; general (docs/product/reviews.md). */
export const reviewDefaults = (location: PortalLocation): FormInput => ({
  reviewerName: location.propertyManager,
  reviewerTitle: '',
  reviewerCompany: location.locationName,
  reviewerEmail: location.contactEmail,
  reviewerPhone: '',
  facilityType: 'luxury_condos',
  rating: 5,
  reviewTitle: '',
  reviewContent: '',
  reviewType: 'general',
});

/** The review form of the Reviews tab; the same contract the server checks (portalReviewRequest). */
export function ReviewForm({ location }: { location: PortalLocation }) {
  const submit = useSubmitReview();
  const { form, onSubmit, field, errorOf } = usePortalForm({
    schema: portalReviewRequest,
    defaults: reviewDefaults(location),
    fields,
    // The review form's fields plus the location code (the server takes the location from the session) (docs/product/reviews.md).
    send: (values) => submit.mutateAsync({ ...values, locationCode: location.locationCode }),
    sent: {
      title: 'Review Submitted',
      description: 'Your review has been submitted successfully and will be reviewed before publication.',
    },
    failed: 'Failed to submit review',
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Share your experience</h2>
      <p className="mt-1 text-sm text-slate-600">
        Our team reads every review before publication; published reviews may appear on our website.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Submit a review" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="review-name" label="Name" required error={errorOf('reviewerName')}>
            <Input autoComplete="name" maxLength={120} {...field('reviewerName', 'review-name')} />
          </Field>
          <Field id="review-email" label="Email" required error={errorOf('reviewerEmail')}>
            <Input type="email" autoComplete="email" maxLength={255} {...field('reviewerEmail', 'review-email')} />
          </Field>
          <Field id="review-job-title" label="Your Title" error={errorOf('reviewerTitle')}>
            <Input
              autoComplete="organization-title"
              maxLength={120}
              placeholder="e.g. Property Manager"
              {...field('reviewerTitle', 'review-job-title')}
            />
          </Field>
          <Field id="review-company" label="Company" error={errorOf('reviewerCompany')}>
            <Input autoComplete="organization" maxLength={200} {...field('reviewerCompany', 'review-company')} />
          </Field>
          <Field id="review-phone" label="Phone" error={errorOf('reviewerPhone')}>
            <Input type="tel" autoComplete="tel" maxLength={40} {...field('reviewerPhone', 'review-phone')} />
          </Field>
          <Field id="review-facility" label="Facility Type" required error={errorOf('facilityType')}>
            <Select {...field('facilityType', 'review-facility')} options={reviewFacilityOptions} />
          </Field>
          <Field id="review-rating" label="Rating" required error={errorOf('rating')}>
            {/* The contract takes the rating as a number, never as the select's text. */}
            <Select {...field('rating', 'review-rating', { valueAsNumber: true })} options={ratingOptions} />
          </Field>
          <Field id="review-type" label="Review Type" error={errorOf('reviewType')}>
            <Select {...field('reviewType', 'review-type')} options={optionsOf(reviewTypes, portalLabel)} />
          </Field>
        </div>
        <Field id="review-title" label="Review Title" required error={errorOf('reviewTitle')}>
          <Input maxLength={200} {...field('reviewTitle', 'review-title')} />
        </Field>
        <Field id="review-content" label="Your Review" required error={errorOf('reviewContent')}>
          <Textarea rows={5} maxLength={5000} {...field('reviewContent', 'review-content')} />
        </Field>
        <div className="flex justify-end">
          <PortalSubmit busy={form.formState.isSubmitting}>Submit Review</PortalSubmit>
        </div>
      </form>
    </Card>
  );
}
