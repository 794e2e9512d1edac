import type { LocationItem } from '../../../../contracts/property-managers';
import { InstallationBadge, StageBadge } from '../../../components/labels/location-badges';
import { RowActions } from '../../../components/lists/row-actions';
import { actionsColumn, DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RelativeTime } from '../../../components/ui/relative-time';
import type { LocationRows } from './location-list-screen';

export type LocationActions = {
  onEdit: (location: LocationItem) => void;
  onResetPassword: (location: LocationItem) => void;
  onJourney: (location: LocationItem) => void;
  onDelete: (location: LocationItem) => void;
};

/**
 * The accounts: a table on wide screens, one card per account on phones. On a narrower card the last login goes
 * first, then the installation status (the Edit dialog and the timeline show them; decision 063).
 */
export function LocationsTable({ actions, ...rows }: LocationRows & { actions: LocationActions }) {
  const columns: Array<DataTableColumn<LocationItem>> = [
    {
      header: 'Location',
      phone: 'primary',
      cell: (location) => (
        <>
          <div className="font-semibold text-navy-900">{location.locationName}</div>
          <div className="font-mono text-xs text-slate-600">{location.locationCode}</div>
          <div className="text-slate-600 wrap-anywhere">{location.address}</div>
        </>
      ),
    },
    {
      header: 'Property Manager',
      cell: (location) => (
        <>
          <div className="text-slate-900">{location.propertyManager}</div>
          <div className="text-slate-600 wrap-anywhere">{location.contactEmail}</div>
          <div className="text-slate-600">{location.contactPhone}</div>
        </>
      ),
    },
    {
      header: 'Installation',
      hideBelow: '4xl',
      cell: (location) => <InstallationBadge status={location.installationStatus} />,
    },
    {
      header: 'Partnership',
      cell: (location) => (
        <div className="min-w-28 space-y-1">
          <StageBadge stage={location.partnershipStage} />
          <div className="flex items-center gap-2">
            <div className="h-1.5 w-20 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full bg-brand-600" style={{ width: `${location.progress}%` }} />
            </div>
            <span className="whitespace-nowrap text-xs text-slate-600">{location.progress}%</span>
          </div>
        </div>
      ),
    },
    {
      header: 'Last Login',
      className: 'text-slate-700',
      hideBelow: '5xl',
      cell: (location) => <RelativeTime value={location.lastLogin} missing="Never" />,
    },
    actionsColumn((location) => (
      <RowActions
        actions={[
          {
            label: 'Journey',
            name: `Manage partnership journey of ${location.locationName}`,
            onClick: () => actions.onJourney(location),
          },
          { label: 'Edit', name: `Edit ${location.locationName}`, onClick: () => actions.onEdit(location) },
          {
            label: 'Reset Password',
            name: `Reset password of ${location.locationName}`,
            onClick: () => actions.onResetPassword(location),
          },
          {
            label: 'Delete',
            name: `Delete ${location.locationName}`,
            destructive: true,
            onClick: () => actions.onDelete(location),
          },
        ]}
      />
    )),
  ];
  return (
    <DataTable
      {...rows}
      label="Property manager accounts"
      columns={columns}
      rowKey={(location) => location.id}
      rowTestId="location-row"
    />
  );
}
