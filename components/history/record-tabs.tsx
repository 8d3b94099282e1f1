'use client';

import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

export interface RecordTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The tabs of a record's page (a product; a category, supplier or family with its History): Radix, so
 * arrow keys move between tabs. The open tab is kept in `?tab=` so a link or a reload opens the same
 * one; the panels are rendered on the server and passed in.
 */
export function RecordTabs({ tabs, initial, label }: { tabs: RecordTab[]; initial?: string; label: string }) {
  const [value, setValue] = useState(initial !== undefined && tabs.some((t) => t.value === initial) ? initial : tabs[0].value);
  const select = (next: string) => {
    setValue(next);
    const url = new URL(window.location.href);
    if (next === tabs[0].value) url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  };
  return (
    <Tabs.Root value={value} onValueChange={select}>
      <Tabs.List
        aria-label={label}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className={cx(
              '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900',
              'data-[state=active]:border-accent-600 data-[state=active]:text-accent-700',
              'focus-visible:outline-2 focus-visible:outline-accent-500',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        // Mounted while hidden so that typed values of a form survive a look at another tab.
        <Tabs.Content
          key={t.value}
          value={t.value}
          forceMount
          className="focus-visible:outline-none data-[state=inactive]:hidden"
        >
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
