import type { AdminReviewItem } from '../../../contracts/admin-reviews';
import { humanize } from '../../lib/format';
import type { BadgeTone } from '../ui/badge';

/** The four partnership facility types of the filter and the form (docs/product/reviews.md). */
export const reviewFacilityOptions: Array<[string, string]> = [
  ['luxury_condos', 'Luxury Condos'],
  ['medical_facilities', 'Medical Facilities'],
  ['corporate_offices', 'Corporate Offices'],
  ['educational_institutions', 'Educational Institutions'],
];
const facilityLabels: Record<string, string> = {
  ...Object.fromEntries(reviewFacilityOptions),
  fitness_wellness: 'Fitness & Wellness',
  hotels: 'Hotels',
};
export const facilityLabel = (value: string | null) => (value ? (facilityLabels[value] ?? humanize(value)) : 'N/A');

/** Status colours mean the same on every screen: pending amber, approved blue, published green, declined red. */
export const reviewStatusTone: Record<AdminReviewItem['status'], BadgeTone> = {
  pending: 'amber',
  approved: 'blue',
  published: 'green',
  declined: 'red',
};
export const reviewCardColour: Record<AdminReviewItem['status'], string> = {
  pending: 'border-amber-300 bg-amber-50/40',
  approved: 'border-blue-300 bg-blue-50/40',
  published: 'border-emerald-300 bg-emerald-50/40',
  declined: 'border-red-300 bg-red-50/40',
};

/** Approve or decline while pending, publish once approved; declined and published have no further action (docs/product/reviews.md). */
export const reviewActions = (status: AdminReviewItem['status']) => ({
  moderate: status === 'pending',
  publish: status === 'approved',
});

/** Average rating with one decimal, 0.0 when there are none (docs/product/reviews.md). */
export const formatAverage = (value: number) => (Number.isFinite(value) ? value : 0).toFixed(1);
