import { DecisionsByStage } from '../components/decisions/decisions-by-stage';
import { LocationRecordPage } from '../components/location-record-page';

/** /admin/property-managers/{locationId}/decisions: the partnership's decisions, stage by stage. */
export default function DecisionsPage() {
  return (
    <LocationRecordPage title="Partnership Decisions" current="decisions">
      {(location) => <DecisionsByStage location={location} />}
    </LocationRecordPage>
  );
}
