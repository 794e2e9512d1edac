import { PortalGate } from '../components/portal-gate';
import { PortalProviders } from '../components/portal-providers';

/** /property-manager (docs/product/portal.md): the property manager portal. */
export default function PortalPage() {
  return (
    <PortalProviders>
      <PortalGate />
    </PortalProviders>
  );
}
