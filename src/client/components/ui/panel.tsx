import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A titled part of a back-office screen on its white panel, named by its heading. */
export function Panel(props: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The panel's padding and spacing. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-soft', props.className)}
    >
      <h2 id={props.id} className="text-lg font-semibold text-navy-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
