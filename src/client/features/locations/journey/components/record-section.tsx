import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';

/** A titled white panel of one kind of record, with its own Add button in the top corner. */
export function RecordSection(props: {
  title: string;
  description?: ReactNode;
  /** The button that adds a record of the kind ("Add Milestone"), with its icon. */
  add?: { label: string; Icon: LucideIcon; onClick: () => void };
  children: ReactNode;
  className?: string;
  /** Filters or other controls under the title. */
  toolbar?: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-soft', props.className)}
    >
      <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-navy-900">{props.title}</h2>
          {props.description ? <p className="text-sm text-slate-600">{props.description}</p> : null}
        </div>
        {props.add ? (
          <div className="shrink-0 [&>button]:w-full sm:[&>button]:w-auto">
            <Button onClick={props.add.onClick} icon={props.add.Icon}>
              {props.add.label}
            </Button>
          </div>
        ) : null}
      </div>
      {props.toolbar ? <div className="border-b border-slate-100 p-4">{props.toolbar}</div> : null}
      {props.children}
    </section>
  );
}
