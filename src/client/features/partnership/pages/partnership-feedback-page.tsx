import { FeedbackList } from '../components/feedback/feedback-list';
import { LocationRecordPage } from '../components/location-record-page';

/** /admin/property-managers/{locationId}/feedback: Feedback Management, the journey dialog's link (clarifications.md). */
export default function PartnershipFeedbackPage() {
  return (
    <LocationRecordPage title="Feedback Management" current="feedback">
      {(location) => <FeedbackList locationId={location.id} />}
    </LocationRecordPage>
  );
}
