import type { ManagerInquiryItem } from '../../../../../contracts/partnership';
import { ItemCard, TypedText } from '../../../../components/portal/item-card';
import { OwnList } from '../../../../components/portal/own-list';
import { portalLabel, portalStatus } from '../../../../components/portal/portal-labels';
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
  return (
    <OwnList
      of="meeting requests"
      titleId="meeting-requests-title"
      query={useInquiries()}
      loading="Loading your requests"
      empty="No meeting requests yet. Use Request a Meeting to book time with the team."
    >
      {(inquiry) => <InquiryCard inquiry={inquiry} />}
    </OwnList>
  );
}
