import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { PortalOverview } from '../../../../../contracts/portal';
import { EmptyState, QueryState } from '../../../../components/portal/query-state';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { InstallationFacts } from './installation-facts';
import { MeetingRequestDialog } from './meeting-request-dialog';
import { MeetingRequests } from './meeting-requests';
import { OVERVIEW_MILESTONES } from './milestone-state';
import { MilestoneTimeline } from './milestone-timeline';
import type { PortalTab } from './portal-tabs';
import { ProgressCard } from './progress-card';
import { QuickActions } from './quick-actions';

function Counts({ overview }: { overview: PortalOverview }) {
  const counts: Array<[string, string, number, string]> = [
    ['decisions', 'Decisions', overview.decisions, 'recorded with your team'],
    ['brand-assets', 'Brand assets', overview.brandAssets, 'logos and colour schemes'],
    ['open-requests', 'Open requests', overview.openRequests, 'meetings and products'],
  ];
  return (
    <dl className="grid grid-cols-3 gap-3">
      {counts.map(([key, label, value, hint]) => (
        <Card key={key} className="p-3 sm:p-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 sm:text-sm sm:normal-case sm:tracking-normal">
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-navy-900" data-testid={`count-${key}`}>
            {value}
          </dd>
          <dd className="hidden text-xs text-slate-600 sm:block">{hint}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** Overview (docs/product/portal.md): progress, the first three milestones, the counts, quick actions, meeting requests. */
export function OverviewTab(props: { overview: UseQueryResult<PortalOverview>; onOpenTab: (tab: PortalTab) => void }) {
  const [meeting, setMeeting] = useState(false);
  return (
    <QueryState query={props.overview} loading="Loading your overview" failed="Failed to load your overview.">
      {(overview) => (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="space-y-6 lg:col-span-3">
              <ProgressCard location={overview.location} />
              <Counts overview={overview} />
              <InstallationFacts location={overview.location} />
            </div>
            <Card className="p-5 sm:p-6 lg:col-span-2">
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-navy-900">Milestones</h2>
                <Button variant="ghost" size="md" onClick={() => props.onOpenTab('journey')}>
                  Full journey
                </Button>
              </div>
              <div className="mt-4">
                {overview.milestones.length === 0 ? (
                  <EmptyState>No milestones yet.</EmptyState>
                ) : (
                  <MilestoneTimeline milestones={overview.milestones.slice(0, OVERVIEW_MILESTONES)} />
                )}
              </div>
            </Card>
          </div>
          <QuickActions onOpenTab={props.onOpenTab} onRequestMeeting={() => setMeeting(true)} />
          <MeetingRequests />
          <MeetingRequestDialog location={overview.location} open={meeting} onClose={() => setMeeting(false)} />
        </div>
      )}
    </QueryState>
  );
}
