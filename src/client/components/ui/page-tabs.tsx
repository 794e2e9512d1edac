import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

const tabClass =
  'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-xl px-4 text-sm font-semibold text-slate-700 data-[state=active]:bg-navy-900 data-[state=active]:text-white';

/** One tab of a screen: its value, the words on its trigger and its panel. */
export type PageTab = { value: string; label: string; content: ReactNode };

/**
 * The tabs of a back-office screen: a row of pill triggers over the panel of the chosen tab, the first one open. On
 * a phone the triggers sit two to a row, each on one line.
 */
export function PageTabs(props: {
  /** The accessible name of the tab row. */
  label: string;
  tabs: readonly PageTab[];
}) {
  return (
    <Tabs.Root defaultValue={props.tabs[0]?.value}>
      <Tabs.List
        aria-label={props.label}
        className="mb-4 grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-soft sm:inline-flex"
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
