import type { PartnershipFeedbackItem } from '../../../../../contracts/partnership';
import { ItemCard, TeamAnswer, TypedText } from '../../../../components/portal/item-card';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { PortalListSection } from '../../../../components/portal/portal-list';
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
  const feedback = usePortalFeedback();
  return (
    <PortalListSection
      id="feedback-list-title"
      title="Your feedback"
      query={feedback}
      loading="Loading your feedback"
      failed="Failed to load your feedback."
      empty="No feedback sent yet."
    >
      {(item) => <FeedbackCard item={item} />}
    </PortalListSection>
  );
}
