import { partnershipStages } from '../../../../../contracts/enums';
import { stageLabel } from '../../../../components/labels/location-labels';
import { FilterSelect, ListToolbarFrame } from '../../../../components/lists/list-toolbar';
import { Pagination } from '../../../../components/lists/pagination';
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
    <section aria-label="Location timelines" className="rounded-2xl border border-slate-200 bg-white shadow-soft">
      <ListToolbarFrame
        id="timelines"
        search={view.search}
        onSearch={view.setSearch}
        placeholder="Search location name, code or manager…"
      >
        <FilterSelect
          id="timelines-stage"
          label="Partnership Stage"
          value={view.values.partnershipStage}
          onChange={(value) => view.setFilter('partnershipStage', value)}
          options={partnershipStages.map((value) => [value, stageLabel(value)])}
        />
      </ListToolbarFrame>
      <TimelineLocationsTable
        rows={list.data?.items}
        loading={list.isFetching}
        empty={view.filtered ? 'No locations match your filters' : 'No locations yet'}
      />
      {list.data && list.data.total > 0 ? (
        <Pagination page={view.page} pageSize={list.data.pageSize} total={list.data.total} onPage={view.setPage} />
      ) : null}
    </section>
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
