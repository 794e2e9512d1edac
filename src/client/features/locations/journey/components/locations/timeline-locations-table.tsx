import { Link, useLocation } from 'wouter';
import type { LocationItem } from '../../../../../../contracts/property-managers';
import { InstallationBadge, StageBadge } from '../../../../../components/labels/location-badges';
import { buttonClasses } from '../../../../../components/ui/button';
import { actionsColumn, DataTable, type DataTableColumn, RowOpenButton } from '../../../../../components/ui/data-table';
import { formatCalendarDate } from '../../../../../lib/format';
import type { LocationRows } from '../../../components/location-list-screen';
import { locationPath } from '../location-header';
import { ProgressBar } from '../progress-bar';

/** Every location with its stage and progress (docs/product/property-managers-and-journey.md); a row, or its Open Timeline, opens its timeline. */
export function TimelineLocationsTable(rows: LocationRows) {
  const [, navigate] = useLocation();
  const columns: Array<DataTableColumn<LocationItem>> = [
    {
      header: 'Location',
      phone: 'primary',
      cell: (location) => (
        <>
          <RowOpenButton>{location.locationName}</RowOpenButton>
          <div className="font-mono text-xs font-normal text-slate-600">{location.locationCode}</div>
        </>
      ),
    },
    { header: 'Property Manager', hideBelow: '4xl', cell: (location) => location.propertyManager },
    { header: 'Stage', cell: (location) => <StageBadge stage={location.partnershipStage} /> },
    {
      header: 'Progress',
      className: 'w-44',
      cell: (location) => (
        <ProgressBar value={location.progress} label={`Progress of ${location.locationName}`} className="min-w-28" />
      ),
    },
    {
      header: 'Installation',
      hideBelow: '3xl',
      cell: (location) => <InstallationBadge status={location.installationStatus} />,
    },
    {
      header: 'Est. Installation',
      className: 'whitespace-nowrap',
      hideBelow: '5xl',
      cell: (location) => formatCalendarDate(location.estimatedInstallationDate, 'Not set'),
    },
    actionsColumn((location) => (
      <Link
        href={locationPath(location.id, 'timeline')}
        className={buttonClasses('outline', 'sm', 'min-h-11 whitespace-nowrap md:min-h-9')}
        aria-label={`Open the timeline of ${location.locationName}`}
      >
        Open Timeline
      </Link>
    )),
  ];
  return (
    <DataTable
      {...rows}
      label="Location timelines"
      columns={columns}
      rowKey={(location) => location.id}
      onRowOpen={(location) => navigate(locationPath(location.id, 'timeline'))}
      rowTestId="timeline-location-row"
    />
  );
}
