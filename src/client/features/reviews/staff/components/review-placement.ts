import type { AdminReviewItem } from '../../../../../contracts/admin-reviews';
import { FEATURED_REVIEWS_LIMIT } from '../../../../../contracts/constants';
import { facilityLabel } from '../../../../components/labels/review-labels';

/** Where a review stands for a visitor: one state, and the sentence that says where it shows or why not. */
export type Placement = {
  state: 'pending' | 'approved' | 'declined' | 'hidden' | 'on-site';
  label: string;
  where: string;
};

type Review = Pick<AdminReviewItem, 'id' | 'status' | 'isPublic' | 'isFeatured' | 'facilityType'>;

/** A review's facility type is the slug of its market page: `luxury_condos` is `/luxury-condos`. */
const marketPath = (facilityType: string | null) => (facilityType ? `/${facilityType.replaceAll('_', '-')}` : null);

/**
 * The rule of docs/product/reviews.md#where-reviews-appear, told for one review: a market page shows the published,
 * public reviews of its facility type; the home page the newest published, public and featured ones, at most three.
 * `onHomePage` lists the reviews the home page shows now.
 */
export function reviewPlacement(review: Review, onHomePage: readonly number[]): Placement {
  if (review.status === 'pending')
    return { state: 'pending', label: 'Pending', where: 'Waiting for approval: not on the site.' };
  if (review.status === 'approved')
    return { state: 'approved', label: 'Approved', where: 'Not on the site until it is published.' };
  if (review.status === 'declined') return { state: 'declined', label: 'Declined', where: 'Never shown on the site.' };
  if (!review.isPublic)
    return { state: 'hidden', label: 'Hidden', where: 'Published but not public: turn on Public to show it.' };
  const path = marketPath(review.facilityType);
  const onHome = onHomePage.includes(review.id);
  const pages = [
    path ? `the ${facilityLabel(review.facilityType)} page (${path})` : null,
    onHome ? 'the home page' : null,
  ];
  const shown = pages.filter(Boolean).join(' and ');
  const homeNote = onHome
    ? ''
    : review.isFeatured
      ? ` Featured, but not on the home page: it shows only the ${FEATURED_REVIEWS_LIMIT} newest featured reviews.`
      : ' Turn on Featured to put it among the home page’s reviews.';
  return {
    state: 'on-site',
    label: 'On the site',
    where: `${shown ? `Shown on ${shown}.` : 'On the site.'}${homeNote}`,
  };
}
