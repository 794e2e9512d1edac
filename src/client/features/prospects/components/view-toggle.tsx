import { KanbanSquare, LayoutGrid } from 'lucide-react';
import { cn } from '../../../lib/cn';

export type ProspectView = 'cards' | 'board';

const options = [
  { value: 'cards', label: 'Cards', Icon: LayoutGrid },
  { value: 'board', label: 'Board', Icon: KanbanSquare },
] as const;

/** Cards or Board: two toggle buttons, the chosen one pressed. */
export function ViewToggle({ view, onChange }: { view: ProspectView; onChange: (view: ProspectView) => void }) {
  return (
    <fieldset className="flex shrink-0 flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-slate-600">View</legend>
      <div className="inline-flex rounded-xl border border-slate-300 bg-white p-0.5">
        {options.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onChange(value)}
            className={cn(
              'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold',
              view === value ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
