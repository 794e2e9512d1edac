import type { AdminReviewItem } from '../../../../../contracts/admin-reviews';
import { facilityLabel, reviewActions, reviewCardColour } from '../../../../components/labels/review-labels';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { RelativeTime } from '../../../../components/ui/relative-time';
import { Stars } from '../../../../components/ui/stars';
import { Switch } from '../../../../components/ui/switch';
import { cn } from '../../../../lib/cn';
import { humanize } from '../../../../lib/format';
import { type Placement, reviewPlacement } from './review-placement';

export type ReviewCardActions = {
  canManage: boolean;
  busy: boolean;
  onModerate: (review: AdminReviewItem, status: 'approved' | 'declined') => void;
  onPublish: (review: AdminReviewItem) => void;
  onFlags: (review: AdminReviewItem, flags: { isFeatured?: boolean; isPublic?: boolean }) => void;
};

const placementTone: Record<Placement['state'], BadgeTone> = {
  pending: 'amber',
  approved: 'blue',
  declined: 'red',
  hidden: 'slate',
  'on-site': 'green',
};

/** A published review's Featured or Public switch, its name saying whose review it is. */
function FlagSwitch(props: {
  review: AdminReviewItem;
  flag: 'isFeatured' | 'isPublic';
  label: string;
  actions: ReviewCardActions;
}) {
  const { review, flag, actions } = props;
  return (
    <span className="flex items-center gap-2 text-sm text-slate-800">
      <Switch
        checked={review[flag]}
        label={`${props.label}: ${review.reviewerName}`}
        disabled={actions.busy}
        onCheckedChange={(on) => actions.onFlags(review, { [flag]: on })}
      />
      {props.label}
    </span>
  );
}

/**
 * One review (docs/product/reviews.md): every field, coloured by status, with one state that says what visitors
 * see (pending, approved, declined, hidden, on the site) and where, and the actions its status and the viewer's role
 * allow. Featured and Public change what visitors see only once a review is published, so only then are they offered.
 */
export function AdminReviewCard({
  review,
  onHomePage,
  actions,
}: {
  review: AdminReviewItem;
  /** The reviews the home page shows now. */
  onHomePage: readonly number[];
  actions: ReviewCardActions;
}) {
  const allowed = reviewActions(review.status);
  const placement = reviewPlacement(review, onHomePage);
  const byline = [review.reviewerTitle, review.reviewerCompany].filter(Boolean).join(', ');
  return (
    <li
      className={cn('rounded-2xl border-2 p-5 shadow-soft', reviewCardColour[review.status])}
      data-testid="review-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-navy-900 wrap-anywhere">{review.reviewerName}</h3>
          {byline ? <p className="text-sm text-slate-700 wrap-anywhere">{byline}</p> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone={placementTone[placement.state]}>{placement.label}</Badge>
          {review.isFeatured ? <Badge tone="navy">Featured</Badge> : null}
          {review.isPublic ? <Badge>Public</Badge> : null}
        </div>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-800" data-testid="review-placement">
        {placement.where}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-sm text-slate-700">({review.rating}/5)</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {facilityLabel(review.facilityType)} · {humanize(review.reviewType)}
        {review.locationName ? ` · ${review.locationName}` : ''}
      </p>
      {review.reviewTitle ? (
        <p className="mt-3 font-semibold text-navy-900 wrap-anywhere">{review.reviewTitle}</p>
      ) : null}
      <p className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{review.reviewContent}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Source: </dt>
          <dd className="inline">{humanize(review.reviewSource)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Verification: </dt>
          <dd className="inline">{humanize(review.verificationStatus)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Published: </dt>
          <dd className="inline">
            <RelativeTime value={review.publishedAt} missing="Not yet" />
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Created: </dt>
          <dd className="inline">
            <RelativeTime value={review.createdAt} />
          </dd>
        </div>
      </dl>
      {review.moderationNotes ? (
        <p className="mt-2 rounded-xl bg-white/70 p-3 text-sm text-slate-700 wrap-anywhere">
          <span className="font-medium">Moderation notes{review.moderatedBy ? ` (${review.moderatedBy})` : ''}: </span>
          {review.moderationNotes}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        {actions.canManage && review.status === 'published' ? (
          <>
            <FlagSwitch review={review} flag="isFeatured" label="Featured" actions={actions} />
            <FlagSwitch review={review} flag="isPublic" label="Public" actions={actions} />
          </>
        ) : null}
        {allowed.moderate ? (
          <span className="flex gap-2">
            <Button size="sm" onClick={() => actions.onModerate(review, 'approved')} disabled={actions.busy}>
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => actions.onModerate(review, 'declined')}
              disabled={actions.busy}
            >
              Decline
            </Button>
          </span>
        ) : null}
        {allowed.publish && actions.canManage ? (
          <Button size="sm" onClick={() => actions.onPublish(review)} disabled={actions.busy}>
            Publish
          </Button>
        ) : null}
      </div>
    </li>
  );
}
