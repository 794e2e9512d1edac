import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { LocationItem } from '../../../../contracts/property-managers';
import { ConfirmDeleteDialog } from '../../../components/forms/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { useDeleteLocation } from '../api/locations';
import { JourneyDialog } from '../components/journey-dialog';
import { LocationFormDialog } from '../components/location-form-dialog';
import { LocationListScreen } from '../components/location-list-screen';
import { LocationsTable } from '../components/locations-table';
import { PartnershipAdminPage } from '../components/partnership-admin-page';
import { ResetLocationPasswordDialog } from '../components/reset-location-password-dialog';

function Accounts({ creating, onCreated }: { creating: boolean; onCreated: () => void }) {
  const [editing, setEditing] = useState<LocationItem | null>(null);
  const [resetting, setResetting] = useState<LocationItem | null>(null);
  const [journey, setJourney] = useState<LocationItem | null>(null);
  const [deleting, setDeleting] = useState<LocationItem | null>(null);
  const remove = useDeleteLocation();

  return (
    <>
      <LocationListScreen
        label="Property manager accounts"
        id="locations"
        filters={['installationStatus', 'partnershipStage']}
        empty={{ filtered: 'No property managers match your filters', none: 'No property manager accounts yet' }}
      >
        {(rows) => (
          <LocationsTable
            {...rows}
            actions={{
              onEdit: setEditing,
              onResetPassword: setResetting,
              onJourney: setJourney,
              onDelete: setDeleting,
            }}
          />
        )}
      </LocationListScreen>
      <LocationFormDialog location={null} open={creating} onClose={onCreated} />
      <LocationFormDialog location={editing} open={editing !== null} onClose={() => setEditing(null)} />
      <ResetLocationPasswordDialog location={resetting} onClose={() => setResetting(null)} />
      <JourneyDialog location={journey} onClose={() => setJourney(null)} />
      <ConfirmDeleteDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        noun="Property Manager Account"
        message={(location) => `Are you sure you want to delete ${location.locationName}?`}
      />
    </>
  );
}

/** /admin-property-managers: the portal accounts, their journey and their credentials (docs/product/property-managers-and-journey.md). */
export default function AdminPropertyManagersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <PartnershipAdminPage
      title="Property Managers"
      actions={
        <Button onClick={() => setCreating(true)} icon={UserPlus}>
          Create Account
        </Button>
      }
    >
      <Accounts creating={creating} onCreated={() => setCreating(false)} />
    </PartnershipAdminPage>
  );
}
