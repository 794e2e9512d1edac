import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';

/** Where a figure leads: another screen, or something on this one (a tab, a dialog). */
export type OverviewTarget = { label: string } & ({ onClick: () => void } | { href: string });

/** One figure of the Overview: what it counts, the number or date, a detail line, and where to act on it. */
export function OverviewCard(props: {
  title: string;
  Icon: LucideIcon;
  value: ReactNode;
  detail?: ReactNode;
  target: OverviewTarget;
}) {
  const { target } = props;
  const action = buttonClasses('outline', 'sm', 'min-h-11 w-full sm:min-h-9');
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-3 sm:gap-3 sm:p-4" data-testid="overview-card">
      <div className="flex items-start gap-2 text-sm font-medium text-slate-600">
        <props.Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <h3>{props.title}</h3>
      </div>
      <p className="text-lg font-bold text-navy-900 wrap-anywhere sm:text-2xl" data-testid="overview-value">
        {props.value}
      </p>
      {props.detail ? <div className="text-sm text-slate-700 wrap-anywhere">{props.detail}</div> : null}
      <div className="mt-auto pt-1">
        {'onClick' in target ? (
          <button type="button" className={action} onClick={target.onClick}>
            {target.label}
          </button>
        ) : (
          <Link href={target.href} className={action}>
            {target.label}
          </Link>
        )}
      </div>
    </Card>
  );
}
