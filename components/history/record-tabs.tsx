'use client';

import { useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';

export interface RecordTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * The tabs of a record's page (a product; a category, supplier or family with its History), on the shared
 * accessible Tabs of components/ui. The open tab is kept in `?tab=` so a link or a reload opens the same
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
    <Tabs value={value} onValueChange={select}>
      <TabList label={label}>
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value}>
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        // Mounted while hidden so that typed values of a form survive a look at another tab.
        <TabPanel key={t.value} value={t.value} forceMount>
          {t.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
