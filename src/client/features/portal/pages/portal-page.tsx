import { PortalGate } from '../components/portal-gate';
import { PortalProviders } from '../components/portal-providers';

/** /property-manager (back-office-and-portal.md §2): the property manager portal. */
export default function PortalPage() {
  return (
    <PortalProviders>
      <PortalGate />
    </PortalProviders>
  );
}
