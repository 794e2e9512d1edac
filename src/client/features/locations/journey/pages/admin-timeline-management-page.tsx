import { LocationListScreen } from '../../components/location-list-screen';
import { PartnershipAdminPage } from '../../components/partnership-admin-page';
import { TimelineLocationsTable } from '../components/locations/timeline-locations-table';

/** /admin-timeline-management (docs/product/property-managers-and-journey.md): every location with its stage and progress, each opening its timeline. */
export default function AdminTimelineManagementPage() {
  return (
    <PartnershipAdminPage title="Timeline Management">
      <LocationListScreen
        label="Location timelines"
        id="timelines"
        filters={['partnershipStage']}
        empty={{ filtered: 'No locations match your filters', none: 'No locations yet' }}
      >
        {(rows) => <TimelineLocationsTable {...rows} />}
      </LocationListScreen>
    </PartnershipAdminPage>
  );
}
