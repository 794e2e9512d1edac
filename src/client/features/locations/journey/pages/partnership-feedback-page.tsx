import { FeedbackList } from '../components/feedback/feedback-list';
import { LocationRecordPage } from '../components/location-record-page';

/** /admin/property-managers/{locationId}/feedback: Feedback Management, the journey dialog's link (docs/product/property-managers-and-journey.md). */
export default function PartnershipFeedbackPage() {
  return (
    <LocationRecordPage title="Feedback Management" current="feedback">
      {(location) => <FeedbackList locationId={location.id} />}
    </LocationRecordPage>
  );
}
