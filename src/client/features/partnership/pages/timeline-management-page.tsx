import { LocationRecordPage } from '../components/location-record-page';
import { TimelineTabs } from '../components/timeline-tabs';

/** /admin/property-managers/{locationId}/timeline: Timeline Management of one location (§2, clarifications.md). */
export default function TimelineManagementPage() {
  return (
    <LocationRecordPage title="Timeline Management" current="timeline">
      {(location) => <TimelineTabs location={location} />}
    </LocationRecordPage>
  );
}
