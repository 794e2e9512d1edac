import type { SuggestionCounts } from '../api/suggestions';

/** The counts above the suggestions (docs/product/training.md: total and pending; beyond it, the other statuses). */
export function SuggestionCountCards({ counts }: { counts: SuggestionCounts | undefined }) {
  const cards: Array<[string, number | undefined]> = [
    ['Total Suggestions', counts?.total],
    ['Pending Review', counts?.pending],
    ['Approved', counts?.approved],
    ['Implemented', counts?.implemented],
    ['Off-topic questions (30 days, not suggestions)', counts?.offTopicLast30Days],
  ];
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-soft">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900">{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
