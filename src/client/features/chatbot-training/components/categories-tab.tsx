import { Spinner } from '../../../components/ui/spinner';
import { useTrainingStats } from '../api/training';
import { categoryLabel } from './training-labels';

/** The Categories tab (docs/product/training.md): how many entries each of the twelve categories holds, and how many are active. */
export function CategoriesTab() {
  const stats = useTrainingStats();
  if (stats.isPending) return <Spinner label="Loading categories" className="py-12" />;
  if (!stats.data) return <p className="py-12 text-center text-slate-600">The categories could not be loaded.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories">
      {stats.data.byCategory.map((row) => (
        <li
          key={row.category}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft"
          data-testid="category-count"
        >
          <p className="font-semibold text-navy-900">{categoryLabel(row.category)}</p>
          <p className="mt-1 text-3xl font-bold text-navy-900">{row.total}</p>
          <p className="text-sm text-slate-600">
            {row.total === 1 ? 'entry' : 'entries'}, {row.active} active
          </p>
        </li>
      ))}
    </ul>
  );
}
