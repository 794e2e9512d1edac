import type { ListFilters } from '../../lib/use-list-filters';
import type { Option } from '../ui/options';
import { FilterSelect } from './list-toolbar';

/** One filter of a back-office list: the view's filter it sets, and its select's id, label and choices. */
export type ListFilter<K extends string> = { key: K; id: string; label: string; options: readonly Option[] };

/** The filter selects beside a list's search box, each bound to its filter of the list's view (`useListFilters`). */
export function ListFilterSelects<K extends string>(props: {
  view: Pick<ListFilters<K>, 'values' | 'setFilter'>;
  filters: ReadonlyArray<ListFilter<K>>;
}) {
  const { view } = props;
  return (
    <>
      {props.filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          id={filter.id}
          label={filter.label}
          value={view.values[filter.key]}
          onChange={(value) => view.setFilter(filter.key, value)}
          options={filter.options}
        />
      ))}
    </>
  );
}
