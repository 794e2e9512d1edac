import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef, useState } from 'react';
import type { PortalLocation } from '../../../../../contracts/portal';
import { ReviewsTab } from '../../../reviews/portal';
import { useOverview } from '../api/overview';
import { CustomTab } from './custom-tab';
import { FeedbackTab } from './feedback-tab';
import { JourneyTab } from './journey-tab';
import { OverviewTab } from './overview-tab';
import { PortalHeader } from './portal-header';
import { PortalNotice, usePortalNotice } from './portal-notice';
import { type PortalTab, portalTabs } from './portal-tabs';
import { ResourcesTab } from './resources-tab';

const tabClass =
  'inline-flex min-h-11 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 data-[state=active]:bg-navy-900 data-[state=active]:text-white sm:px-2';

/**
 * The signed-in portal (docs/product/portal.md): the header and six tabs, in one row; on a phone the row scrolls
 * sideways, the next tab showing cut at its edge (decision 064).
 */
export function PortalDashboard({ session }: { session: PortalLocation }) {
  const [tab, setTab] = useState<PortalTab>('overview');
  const announce = usePortalNotice();
  const tabList = useRef<HTMLDivElement>(null);
  // The overview reads the location afresh, so a stage the team changed shows without signing in again.
  const overview = useOverview();
  const location = overview.data?.location ?? session;
  // A quick action opens another tab: focus its tab so the keyboard and the phone's scroll land on it.
  // Another tab: the manager has moved on from what the notice said.
  const showTab = (next: PortalTab) => {
    setTab(next);
    announce(null);
  };
  const openTab = (next: PortalTab) => {
    showTab(next);
    requestAnimationFrame(() => tabList.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus());
  };
  const panels: Record<PortalTab, ReactNode> = {
    overview: <OverviewTab overview={overview} onOpenTab={openTab} />,
    journey: <JourneyTab />,
    reviews: <ReviewsTab location={location} />,
    custom: <CustomTab />,
    feedback: <FeedbackTab />,
    resources: <ResourcesTab location={location} />,
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <PortalHeader location={location} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <PortalNotice className="mb-4" />
        <Tabs.Root value={tab} onValueChange={(value) => showTab(value as PortalTab)}>
          <Tabs.List
            ref={tabList}
            aria-label="Portal sections"
            className="mb-6 flex snap-x gap-1 overflow-x-auto rounded-2xl bg-white p-1 shadow-soft [scrollbar-width:none] sm:grid sm:grid-cols-6"
          >
            {portalTabs.map(({ value, label, Icon }) => (
              <Tabs.Trigger key={value} value={value} data-tab={value} className={`${tabClass} snap-start`}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {portalTabs.map(({ value }) => (
            <Tabs.Content key={value} value={value}>
              {panels[value]}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}
