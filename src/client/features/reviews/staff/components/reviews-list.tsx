import { useState } from 'react';
import type { AdminReviewItem } from '../../../../../contracts/admin-reviews';
import { reviewStatuses } from '../../../../../contracts/enums';
import { withToasts } from '../../../../components/forms/with-toasts';
import { reviewFacilityOptions } from '../../../../components/labels/review-labels';
import { CardListScreen } from '../../../../components/lists/card-list-screen';
import type { ListFilter } from '../../../../components/lists/list-filter-selects';
import { optionsOf } from '../../../../components/ui/options';
import { ratingOptions } from '../../../../components/ui/rating-options';
import { useListFilters } from '../../../../lib/use-list-filters';
import { useStaffSession } from '../../../admin-shell';
import {
  useAdminReviews,
  usePublishReview,
  useReviewStats,
  useSetReviewFlags,
  useSetReviewStatus,
} from '../api/admin-reviews';
import { AdminReviewCard } from './admin-review-card';
import { ModerateReviewDialog } from './moderate-review-dialog';

const filterSelects: Array<ListFilter<'status' | 'rating' | 'facilityType'>> = [
  { key: 'status', id: 'reviews-filter-status', label: 'Status', options: optionsOf(reviewStatuses) },
  { key: 'rating', id: 'reviews-filter-rating', label: 'Rating', options: ratingOptions },
  { key: 'facilityType', id: 'reviews-filter-facility', label: 'Facility Type', options: reviewFacilityOptions },
];

type Moderating = { review: AdminReviewItem; status: 'approved' | 'declined' } | null;

/** The reviews of /admin-reviews (docs/product/reviews.md): four filters, the cards, and the moderation actions. */
export function ReviewsList() {
  const view = useListFilters(['status', 'rating', 'facilityType'] as const);
  const list = useAdminReviews(view.filters, view.page);
  // The stat cards' answer also names the reviews the home page shows now.
  const onHomePage = useReviewStats().data?.onHomePage ?? [];
  const session = useStaffSession();
  const setStatus = useSetReviewStatus();
  const publish = usePublishReview();
  const setFlags = useSetReviewFlags();
  const [moderating, setModerating] = useState<Moderating>(null);
  const canManage = session.data?.role === 'admin' || session.data?.role === 'manager';
  const busy = setStatus.isPending || publish.isPending || setFlags.isPending;

  const failed = { title: 'Error' };
  const moderate = async (moderationNotes: string) => {
    if (!moderating) return;
    const { review, status } = moderating;
    const updated = await withToasts(
      () => setStatus.mutateAsync({ id: review.id, status, moderationNotes }),
      'Review status updated successfully',
      failed,
    );
    if (updated) setModerating(null);
  };
  const publishReview = (review: AdminReviewItem) =>
    withToasts(() => publish.mutateAsync(review.id), 'Review published successfully', failed);
  const changeFlags = (review: AdminReviewItem, flags: { isFeatured?: boolean; isPublic?: boolean }) =>
    withToasts(() => setFlags.mutateAsync({ id: review.id, ...flags }), 'Review updated successfully', failed);

  return (
    <>
      <CardListScreen
        label="Client reviews"
        id="reviews"
        placeholder="Search reviewers and reviews…"
        view={view}
        query={list}
        fetchError="Failed to fetch reviews"
        filterSelects={filterSelects}
        loading={
          <p className="py-12 text-center text-slate-600" role="status">
            Loading reviews...
          </p>
        }
        empty="No reviews found"
      >
        {(review) => (
          <AdminReviewCard
            key={review.id}
            review={review}
            onHomePage={onHomePage}
            actions={{
              canManage,
              busy,
              onModerate: (target, status) => setModerating({ review: target, status }),
              onPublish: (target) => void publishReview(target),
              onFlags: (target, flags) => void changeFlags(target, flags),
            }}
          />
        )}
      </CardListScreen>
      {moderating ? (
        <ModerateReviewDialog
          review={moderating.review}
          status={moderating.status}
          busy={setStatus.isPending}
          onConfirm={(notes) => void moderate(notes)}
          onClose={() => setModerating(null)}
        />
      ) : null}
    </>
  );
}
