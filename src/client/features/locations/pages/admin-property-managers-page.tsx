import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import type { LocationItem } from '../../../../contracts/property-managers';
import { installationLabel, stageLabel } from '../../../components/labels/location-labels';
import { ListScreen } from '../../../components/lists/list-screen';
import { FilterSelect } from '../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/server-message';
import { useListFilters } from '../../../lib/use-list-filters';
import { AdminLayout, AdminProviders } from '../../admin-shell';
import { useDeleteLocation, useLocations } from '../api/locations';
import { JourneyDialog } from '../components/journey-dialog';
import { LocationFormDialog } from '../components/location-form-dialog';
import { LocationsTable } from '../components/locations-table';
import { ResetLocationPasswordDialog } from '../components/reset-location-password-dialog';

function Accounts({ creating, onCreated }: { creating: boolean; onCreated: () => void }) {
  const view = useListFilters(['installationStatus', 'partnershipStage']);
  const list = useLocations(view.filters, view.page);
  useFetchErrorToast(list.isError, 'Failed to fetch locations');
  const [editing, setEditing] = useState<LocationItem | null>(null);
  const [resetting, setResetting] = useState<LocationItem | null>(null);
  const [journey, setJourney] = useState<LocationItem | null>(null);
  const [deleting, setDeleting] = useState<LocationItem | null>(null);
  const remove = useDeleteLocation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: 'Property manager account deleted successfully' });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to delete property manager account: ${serverMessage(error)}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <ListScreen
        label="Property manager accounts"
        id="locations"
        placeholder="Search location name, code or manager…"
        view={view}
        page={list.data}
        filters={
          <>
            <FilterSelect
              id="locations-installation"
              label="Installation Status"
              value={view.values.installationStatus}
              onChange={(value) => view.setFilter('installationStatus', value)}
              options={installationStatuses.map((value) => [value, installationLabel(value)])}
            />
            <FilterSelect
              id="locations-stage"
              label="Partnership Stage"
              value={view.values.partnershipStage}
              onChange={(value) => view.setFilter('partnershipStage', value)}
              options={partnershipStages.map((value) => [value, stageLabel(value)])}
            />
          </>
        }
      >
        <LocationsTable
          rows={list.data?.items}
          loading={list.isFetching}
          empty={view.filtered ? 'No property managers match your filters' : 'No property manager accounts yet'}
          actions={{ onEdit: setEditing, onResetPassword: setResetting, onJourney: setJourney, onDelete: setDeleting }}
        />
      </ListScreen>
      <LocationFormDialog location={null} open={creating} onClose={onCreated} />
      <LocationFormDialog location={editing} open={editing !== null} onClose={() => setEditing(null)} />
      <ResetLocationPasswordDialog location={resetting} onClose={() => setResetting(null)} />
      <JourneyDialog location={journey} onClose={() => setJourney(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Property Manager Account"
        message={`Are you sure you want to delete ${deleting?.locationName ?? ''}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** /admin-property-managers: the portal accounts, their journey and their credentials (docs/product/property-managers-and-journey.md). */
export default function AdminPropertyManagersPage() {
  const [creating, setCreating] = useState(false);
  return (
    <AdminProviders>
      <AdminLayout
        title="Property Managers"
        roles={['admin', 'manager']}
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Create Account
          </Button>
        }
      >
        <Accounts creating={creating} onCreated={() => setCreating(false)} />
      </AdminLayout>
    </AdminProviders>
  );
}
