import type { PartnershipFeedbackItem } from '../../../../../contracts/partnership';
import { ItemCard, TeamAnswer, TypedText } from '../../../../components/portal/item-card';
import { OwnList } from '../../../../components/portal/own-list';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { Stars } from '../../../../components/ui/stars';
import { formatDate } from '../../../../lib/format';
import { usePortalFeedback } from '../api/feedback';

function FeedbackCard({ item }: { item: PartnershipFeedbackItem }) {
  return (
    <ItemCard
      testId="partnership-feedback"
      title={item.subject}
      status={portalStatus(item.status)}
      meta={`${portalLabel(item.feedbackType)} · sent ${formatDate(item.createdAt)}${
        item.submittedBy ? ` by ${item.submittedBy}` : ''
      }`}
    >
      {item.rating ? <Stars rating={item.rating} className="mt-2" /> : null}
      <TypedText>{item.message}</TypedText>
      <TeamAnswer label="Response from the team" text={item.response} by={item.respondedBy} date={item.respondedDate} />
    </ItemCard>
  );
}

/** Feedback sent to the team, newest first, with the team's responses (docs/product/portal.md: resolved versus other). */
export function FeedbackList() {
  return (
    <OwnList of="feedback" titleId="feedback-list-title" query={usePortalFeedback()} empty="No feedback sent yet.">
      {(item) => <FeedbackCard item={item} />}
    </OwnList>
  );
}
