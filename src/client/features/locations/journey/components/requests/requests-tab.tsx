import type { LocationItem } from '../../../../../../contracts/property-managers';
import { RequestsPanel } from './requests-panel';
import { RestocksSection } from './restocks-section';

/** Timeline Management's Requests tab (beyond the spec): the manager's requests and the location's restock days. */
export function RequestsTab({ location }: { location: LocationItem }) {
  return (
    <div className="space-y-6">
      <RequestsPanel locationId={location.id} title="Requests from the Manager" />
      <RestocksSection locationId={location.id} nextRestockDate={location.nextRestockDate} />
    </div>
  );
}
