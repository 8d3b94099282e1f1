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
 * one; the panels are rendered on the server and passed in. A panel is mounted when its tab is first
 * opened and then kept (hidden) while another is open, so typed values survive a look at another tab;
 * the content of tabs not yet opened is not in the page's HTML, nor hydrated: on a product page at 100,000
 * products that work (media, variants, history) was part of the first load's blocking time.
 */
export function RecordTabs({ tabs, initial, label }: { tabs: RecordTab[]; initial?: string; label: string }) {
  const [value, setValue] = useState(
    initial !== undefined && tabs.some((t) => t.value === initial) ? initial : tabs[0].value,
  );
  const [opened, setOpened] = useState(() => new Set([value]));
  const select = (next: string) => {
    setValue(next);
    setOpened((o) => (o.has(next) ? o : new Set(o).add(next)));
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
        // Every panel is there (its tab names it), but filled only once opened; then mounted while
        // hidden, so that typed values of a form survive a look at another tab.
        <TabPanel key={t.value} value={t.value} forceMount>
          {opened.has(t.value) ? t.content : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
