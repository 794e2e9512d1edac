import type { ManagerInquiryItem } from '../../../../../contracts/partnership';
import { ItemCard, TypedText } from '../../../../components/portal/item-card';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
import { PortalListSection } from '../../../../components/portal/portal-list';
import { formatDate } from '../../../../lib/format';
import { useInquiries } from '../api/inquiries';
import { RequestTeamAnswer } from './request-team-answer';

function InquiryCard({ inquiry }: { inquiry: ManagerInquiryItem }) {
  return (
    <ItemCard
      testId="meeting-request"
      title={inquiry.subject}
      status={portalStatus(inquiry.status)}
      meta={`${portalLabel(inquiry.inquiryType)} · sent ${formatDate(inquiry.createdAt)}${
        inquiry.assignedTo ? ` · handled by ${inquiry.assignedTo}` : ''
      }`}
    >
      <TypedText>{inquiry.message}</TypedText>
      <RequestTeamAnswer text={inquiry.resolution} request={inquiry} />
    </ItemCard>
  );
}

/** Meeting requests and questions sent to the team, with their status and the team's answer. */
export function MeetingRequests() {
  const inquiries = useInquiries();
  return (
    <PortalListSection
      id="meeting-requests-title"
      title="Your meeting requests"
      query={inquiries}
      loading="Loading your requests"
      failed="Failed to load your meeting requests."
      empty="No meeting requests yet. Use Request a Meeting to book time with the team."
    >
      {(inquiry) => <InquiryCard inquiry={inquiry} />}
    </PortalListSection>
  );
}
