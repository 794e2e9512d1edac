import type { ReactNode } from 'react';
import { installationStatuses, partnershipStages } from '../../../../contracts/enums';
import type { LocationItem } from '../../../../contracts/property-managers';
import { installationLabel, stageLabel } from '../../../components/labels/location-labels';
import { ListScreen } from '../../../components/lists/list-screen';
import { FilterSelect } from '../../../components/lists/list-toolbar';
import { useFetchErrorToast } from '../../../components/lists/use-fetch-error-toast';
import { useListFilters } from '../../../lib/use-list-filters';
import { useLocations } from '../api/locations';

type LocationFilter = 'installationStatus' | 'partnershipStage';

const filterSelects: Record<LocationFilter, { id: string; label: string; options: Array<[string, string]> }> = {
  installationStatus: {
    id: 'installation',
    label: 'Installation Status',
    options: installationStatuses.map((value) => [value, installationLabel(value)]),
  },
  partnershipStage: {
    id: 'stage',
    label: 'Partnership Stage',
    options: partnershipStages.map((value) => [value, stageLabel(value)]),
  },
};

/** What a list of locations hands its table: the page's rows, whether a request is under way, the empty text. */
export type LocationRows = { rows: LocationItem[] | undefined; loading: boolean; empty: string };

/**
 * A back-office list of the locations, one page of the server's answer at a time (fast at 100,000 locations): the
 * search by name, code or manager and the filters named, the rows drawn by the caller's table.
 */
export function LocationListScreen(props: {
  label: string;
  /** Names the search box and the filters (`{id}-search`, `{id}-stage`). */
  id: string;
  filters: readonly LocationFilter[];
  /** The empty list's words: nothing matches, or there is nothing yet. */
  empty: { filtered: string; none: string };
  children: (rows: LocationRows) => ReactNode;
}) {
  const view = useListFilters(props.filters);
  const list = useLocations(view.filters, view.page);
  useFetchErrorToast(list.isError, 'Failed to fetch locations');
  return (
    <ListScreen
      label={props.label}
      id={props.id}
      placeholder="Search location name, code or manager…"
      view={view}
      page={list.data}
      filters={props.filters.map((key) => (
        <FilterSelect
          key={key}
          id={`${props.id}-${filterSelects[key].id}`}
          label={filterSelects[key].label}
          value={view.values[key]}
          onChange={(value) => view.setFilter(key, value)}
          options={filterSelects[key].options}
        />
      ))}
    >
      {props.children({
        rows: list.data?.items,
        loading: list.isFetching,
        empty: view.filtered ? props.empty.filtered : props.empty.none,
      })}
    </ListScreen>
  );
}
