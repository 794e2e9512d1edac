import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { addIsoWeeks } from '../../../../contracts/iso-week';
import { buttonClasses } from '../../../components/ui/button';
import { hrefOfWeek } from './week-label';

/** The week before and after the one shown; none after the business's current week. */
export function WeekPicker({ week, currentWeek }: { week: string; currentWeek: string }) {
  const next = addIsoWeeks(week, 1);
  const link = buttonClasses('outline', 'md', 'px-3');
  return (
    <nav aria-label="Weeks" className="flex flex-wrap gap-2">
      <Link href={hrefOfWeek(addIsoWeeks(week, -1), currentWeek)} className={link}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous week
      </Link>
      {week < currentWeek ? (
        <>
          <Link href={hrefOfWeek(next, currentWeek)} className={link}>
            Next week
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
          <Link href="/admin-assistant-report" className={link}>
            This week
          </Link>
        </>
      ) : null}
    </nav>
  );
}
