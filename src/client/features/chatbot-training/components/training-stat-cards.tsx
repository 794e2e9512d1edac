import type { TrainingStats } from '../../../../contracts/assistant-admin';

/** The statistics of the Settings tab (docs/product/training.md): total, active, categories in use, high priority. */
export function TrainingStatCards({ stats }: { stats: TrainingStats }) {
  const cards: Array<[string, number]> = [
    ['Total Entries', stats.total],
    ['Active Entries', stats.active],
    ['Categories', stats.categories],
    ['High Priority', stats.highPriority],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
