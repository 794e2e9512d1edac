import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useSearch } from 'wouter';
import type { LocationItem } from '../../../../../contracts/property-managers';
import { FeedbackList } from './feedback/feedback-list';
import { barItemClass, LocationRecordsBar } from './location-records-bar';
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

/**
 * The tabs of Timeline Management (docs/product/property-managers-and-journey.md plus Requests), in the location's
 * one records bar. The open tab lives in the address (`?tab=`), so a reload, the back button and links from
 * elsewhere (the requests list) land on the right one.
 */
export function TimelineTabs({ location }: { location: LocationItem }) {
  const [path, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'milestones';
  const select = (next: string) => navigate(next === 'milestones' ? path : `${path}?tab=${next}`, { replace: true });

  return (
    <Tabs.Root value={tab} onValueChange={select}>
      <LocationRecordsBar
        locationId={location.id}
        current="timeline"
        tabs={
          <Tabs.List
            aria-label="Partnership journey"
            className="grid grid-cols-3 gap-1 max-sm:w-full sm:flex sm:flex-wrap"
          >
            {tabs.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} className={barItemClass}>
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        }
      />
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
