import { CalendarClock, ClipboardCheck, FileCheck2, Flag, Inbox, MessageSquare, Palette, Truck } from 'lucide-react';
import { useState } from 'react';
import { type LocationItem, stageStep } from '../../../../../../contracts/property-managers';
import { StageBadge } from '../../../../../components/labels/location-badges';
import { useFetchErrorToast } from '../../../../../components/lists/use-fetch-error-toast';
import { Spinner } from '../../../../../components/ui/spinner';
import { formatCalendarDate } from '../../../../../lib/format';
import { JourneyDialog } from '../../../components/journey-dialog';
import { useOverview } from '../../api/overview';
import { locationPath } from '../location-header';
import { ProgressBar } from '../progress-bar';
import { InstallationDetails } from './installation-details';
import { OverviewCard } from './overview-card';

/** Timeline Management's Overview (docs/product/property-managers-and-journey.md: it has content): the journey at a glance, each figure a way in. */
export function OverviewTab({ location, onTab }: { location: LocationItem; onTab: (tab: string) => void }) {
  const overview = useOverview(location.id);
  const [journey, setJourney] = useState(false);
  useFetchErrorToast(overview.isError, 'Failed to fetch the overview');
  const data = overview.data;
  if (!data) return <Spinner label="Loading the overview…" className="py-12" />;
  const { milestones } = data;
  const tab = (label: string, value: string) => ({ label, onClick: () => onTab(value) });
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-busy={overview.isFetching}>
        {/* The stage is set where the accounts list sets it: the same dialog, the same rules (docs/product/property-managers-and-journey.md). */}
        <JourneyDialog location={journey ? location : null} onClose={() => setJourney(false)} />
        <OverviewCard
          title="Partnership stage"
          Icon={Flag}
          value={<StageBadge stage={data.stage} className="text-sm" />}
          detail={<ProgressBar value={data.progress} label="Partnership progress" caption={stageStep(data.progress)} />}
          target={{ label: 'Change stage', onClick: () => setJourney(true) }}
        />
        <OverviewCard
          title="Milestones done"
          Icon={ClipboardCheck}
          value={`${milestones.completed} of ${milestones.total}`}
          detail={
            milestones.next
              ? `Next: ${milestones.next.title}${milestones.next.targetDate ? ` (${formatCalendarDate(milestones.next.targetDate)})` : ''}`
              : milestones.total > 0
                ? 'All milestones completed'
                : 'No milestones yet'
          }
          target={tab('Milestones', 'milestones')}
        />
        <OverviewCard
          title="Next timeline date"
          Icon={CalendarClock}
          value={data.nextTimelineItem ? formatCalendarDate(data.nextTimelineItem.estimatedDate) : 'Nothing planned'}
          detail={data.nextTimelineItem?.title}
          target={tab('Timeline', 'timeline')}
        />
        <OverviewCard
          title="Next restock"
          Icon={Truck}
          value={formatCalendarDate(data.nextRestockDate, 'Not scheduled')}
          target={tab('Restocks', 'requests')}
        />
        <OverviewCard
          title="Open feedback"
          Icon={MessageSquare}
          value={data.openFeedback}
          detail={data.openFeedback === 1 ? 'Waits for a response' : 'Wait for a response'}
          target={tab('Feedback', 'feedback')}
        />
        <OverviewCard
          title="Open requests"
          Icon={Inbox}
          value={data.openRequests}
          detail="Meetings, questions and products"
          target={tab('Requests', 'requests')}
        />
        <OverviewCard
          title="Pending brand assets"
          Icon={Palette}
          value={data.pendingAssets}
          detail="Waiting for approval"
          target={{ label: 'Brand Assets', href: locationPath(location.id, 'assets') }}
        />
        <OverviewCard
          title="Decisions recorded"
          Icon={FileCheck2}
          value={data.decisions}
          target={{ label: 'Decisions', href: locationPath(location.id, 'decisions') }}
        />
      </div>
      <InstallationDetails location={location} />
    </div>
  );
}
