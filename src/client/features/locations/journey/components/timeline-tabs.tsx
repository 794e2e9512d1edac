import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearch } from 'wouter';
import type { LocationItem } from '../../../../../contracts/property-managers';
import { FeedbackList } from './feedback/feedback-list';
import { MilestonesTab } from './milestones/milestones-tab';
import { OverviewTab } from './overview/overview-tab';
import { RequestsTab } from './requests/requests-tab';
import { TimelineTab } from './timeline/timeline-tab';

const tabs = [
  ['milestones', 'Milestones'],
  ['timeline', 'Timeline'],
  ['feedback', 'Feedback'],
  ['requests', 'Requests'],
  ['overview', 'Overview'],
] as const;
type Tab = (typeof tabs)[number][0];
const isTab = (value: string | null): value is Tab => tabs.some(([tab]) => tab === value);

const tabClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

/**
 * The tabs of Timeline Management (docs/product/property-managers-and-journey.md plus Requests). The open tab lives in the address (`?tab=`), so a reload, the
 * back button and links from elsewhere (the requests list) land on the right one.
 */
export function TimelineTabs({ location }: { location: LocationItem }) {
  const [path, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'milestones';
  const select = (next: string) => navigate(next === 'milestones' ? path : `${path}?tab=${next}`, { replace: true });

  return (
    <Tabs.Root value={tab} onValueChange={select}>
      <Tabs.List
        aria-label="Partnership journey"
        className="mb-4 grid grid-cols-3 gap-1 rounded-2xl bg-white p-1 shadow-soft sm:inline-flex sm:max-w-full sm:overflow-x-auto"
      >
        {tabs.map(([value, label]) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="milestones">
        <MilestonesTab locationId={location.id} />
      </Tabs.Content>
      <Tabs.Content value="timeline">
        <TimelineTab locationId={location.id} />
      </Tabs.Content>
      <Tabs.Content value="feedback">
        <FeedbackList locationId={location.id} />
      </Tabs.Content>
      <Tabs.Content value="requests">
        <RequestsTab location={location} />
      </Tabs.Content>
      <Tabs.Content value="overview">
        <OverviewTab location={location} onTab={select} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
