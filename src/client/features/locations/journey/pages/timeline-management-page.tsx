import { LocationRecordPage } from '../components/location-record-page';
import { TimelineTabs } from '../components/timeline-tabs';

/** /admin/property-managers/{locationId}/timeline: Timeline Management of one location (docs/product/property-managers-and-journey.md). */
export default function TimelineManagementPage() {
  return (
    <LocationRecordPage title="Timeline Management" current="timeline" tabbed>
      {(location) => <TimelineTabs location={location} />}
    </LocationRecordPage>
  );
}
