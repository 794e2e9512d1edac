import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tabClass =
  'inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

/** One tab of a screen: its value, the words on its trigger and its panel. */
export type PageTab = { value: string; label: string; content: ReactNode };

/** The tabs of a back-office screen: a row of pill triggers over the panel of the chosen tab, the first one open. */
export function PageTabs(props: {
  /** The accessible name of the tab row. */
  label: string;
  tabs: readonly PageTab[];
  /** Classes added to the tab row (a row that may scroll sideways on a phone). */
  listClassName?: string;
}) {
  return (
    <Tabs.Root defaultValue={props.tabs[0]?.value}>
      <Tabs.List
        aria-label={props.label}
        className={cn('mb-4 inline-flex gap-1 rounded-2xl bg-white p-1 shadow-soft', props.listClassName)}
      >
        {props.tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {props.tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
