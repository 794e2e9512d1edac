import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewTypes } from '../../../../contracts/enums';
import { type PortalLocation, portalReviewRequest } from '../../../../contracts/portal';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { describedBy, Field, Input, Select, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/use-toast';
import { reviewFacilityOptions } from '../../admin-reviews/components/review-labels';
import { useSubmitReview } from '../api/reviews';
import { portalLabel } from './portal-labels';
import { showServerErrors } from './server-errors';

type FormInput = z.input<typeof portalReviewRequest>;
type FormOutput = z.output<typeof portalReviewRequest>;
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

/** §5 "Portal review form": name, e-mail and company from the location; luxury_condos; rating 5; general. */
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(portalReviewRequest) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: reviewDefaults(location),
  });
  const errors = form.formState.errors;
  const field = (name: (typeof fields)[number], id: string) => ({
    id,
    ...describedBy(id, errors[name]?.message),
    ...form.register(name),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // §7: the review form's fields plus the location code (the server takes the location from the session).
      await submit.mutateAsync({ ...values, locationCode: location.locationCode });
      toast({
        title: 'Review Submitted',
        description: 'Your review has been submitted successfully and will be reviewed before publication.',
      });
      form.reset(reviewDefaults(location));
    } catch (error) {
      toast({
        title: 'Error',
        description: showServerErrors(error, form.setError, fields, 'Failed to submit review'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-navy-900">Share your experience</h2>
      <p className="mt-1 text-sm text-slate-600">
        Reviews are read by our team before publication; with your permission they may appear on our website.
      </p>
      <form onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Submit a review" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="review-name" label="Name" required error={errors.reviewerName?.message}>
            <Input autoComplete="name" maxLength={120} {...field('reviewerName', 'review-name')} />
          </Field>
          <Field id="review-email" label="Email" required error={errors.reviewerEmail?.message}>
            <Input type="email" autoComplete="email" maxLength={255} {...field('reviewerEmail', 'review-email')} />
          </Field>
          <Field id="review-job-title" label="Your Title" error={errors.reviewerTitle?.message}>
            <Input
              autoComplete="organization-title"
              maxLength={120}
              placeholder="e.g. Property Manager"
              {...field('reviewerTitle', 'review-job-title')}
            />
          </Field>
          <Field id="review-company" label="Company" error={errors.reviewerCompany?.message}>
            <Input autoComplete="organization" maxLength={200} {...field('reviewerCompany', 'review-company')} />
          </Field>
          <Field id="review-phone" label="Phone" error={errors.reviewerPhone?.message}>
            <Input type="tel" autoComplete="tel" maxLength={40} {...field('reviewerPhone', 'review-phone')} />
          </Field>
          <Field id="review-facility" label="Facility Type" required error={errors.facilityType?.message}>
            <Select {...field('facilityType', 'review-facility')}>
              {reviewFacilityOptions.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="review-rating" label="Rating" required error={errors.rating?.message}>
            <Select {...field('rating', 'review-rating')}>
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
                  {portalLabel(value)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="review-title" label="Review Title" required error={errors.reviewTitle?.message}>
          <Input maxLength={200} {...field('reviewTitle', 'review-title')} />
        </Field>
        <Field id="review-content" label="Your Review" required error={errors.reviewContent?.message}>
          <Textarea rows={5} maxLength={5000} {...field('reviewContent', 'review-content')} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={form.formState.isSubmitting}>
            Submit Review
          </Button>
        </div>
      </form>
    </Card>
  );
}
