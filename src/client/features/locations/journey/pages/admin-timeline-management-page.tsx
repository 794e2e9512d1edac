import { partnershipStages } from '../../../../../contracts/enums';
import { stageLabel } from '../../../../components/labels/location-labels';
import { ListScreen } from '../../../../components/lists/list-screen';
import { FilterSelect } from '../../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../../components/lists/use-fetch-error-toast';
import { useListFilters } from '../../../../lib/use-list-filters';
import { AdminLayout, AdminProviders } from '../../../admin-shell';
import { useLocations } from '../../api/locations';
import { TimelineLocationsTable } from '../components/locations/timeline-locations-table';

// One page of the accounts list at a time (the server pages and counts): fast at 100,000 locations.
function TimelineLocations() {
  const view = useListFilters(['partnershipStage']);
  const list = useLocations(view.filters, view.page);
  useFetchErrorToast(list.isError, 'Failed to fetch locations');
  return (
    <ListScreen
      label="Location timelines"
      id="timelines"
      placeholder="Search location name, code or manager…"
      view={view}
      page={list.data}
      filters={
        <FilterSelect
          id="timelines-stage"
          label="Partnership Stage"
          value={view.values.partnershipStage}
          onChange={(value) => view.setFilter('partnershipStage', value)}
          options={partnershipStages.map((value) => [value, stageLabel(value)])}
        />
      }
    >
      <TimelineLocationsTable
        rows={list.data?.items}
        loading={list.isFetching}
        empty={view.filtered ? 'No locations match your filters' : 'No locations yet'}
      />
    </ListScreen>
  );
}

/** /admin-timeline-management (docs/product/property-managers-and-journey.md): every location with its stage and progress, each opening its timeline. */
export default function AdminTimelineManagementPage() {
  return (
    <AdminProviders>
      <AdminLayout title="Timeline Management" roles={['admin', 'manager']}>
        <TimelineLocations />
      </AdminLayout>
    </AdminProviders>
  );
}
