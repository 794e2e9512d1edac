import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { recordScreens } from '../record-screens';
import { locationPath, type RecordScreen } from './location-header';

/** A tab of the bar and a link of the bar look alike: the open one is navy. */
export const barItemClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-navy-900 data-[state=active]:text-white aria-[current=page]:bg-navy-900 aria-[current=page]:text-white';

/**
 * The one bar under a location's header (docs/product/property-managers-and-journey.md): the screen's own tabs when
 * it has them (Timeline Management), then the links to the location's other screens. The timeline screen's tabs
 * hold its steps and the feedback list, so beside them the bar links only to Brand Assets and Decisions.
 */
export function LocationRecordsBar(props: { locationId: number; current: RecordScreen; tabs?: ReactNode }) {
  const links = props.tabs
    ? recordScreens.filter(({ screen }) => screen !== 'timeline' && screen !== 'feedback')
    : recordScreens;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-1 rounded-2xl bg-white p-1 shadow-soft">
      {props.tabs}
      {props.tabs ? <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" /> : null}
      {/* On a phone the tabs take their own rows, the links one under them. */}
      <nav
        aria-label="Partnership records"
        className={props.tabs ? 'max-sm:w-full max-sm:border-t max-sm:border-slate-100 max-sm:pt-1' : undefined}
      >
        <ul className="flex flex-wrap gap-1">
          {links.map(({ screen, label }) => (
            <li key={screen}>
              <Link
                href={locationPath(props.locationId, screen)}
                aria-current={screen === props.current ? 'page' : undefined}
                className={barItemClass}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
