'use client';

import { Tabs as RadixTabs } from 'radix-ui';
import { useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names';

/**
 * The back-office's one tab widget, on Radix Tabs: a `tablist` of `tab`s with `aria-selected` and
 * `aria-controls`, each `tabpanel` labelled by its tab; Left/Right arrows move (and wrap), Home/End
 * jump to the ends, only the selected tab is in the Tab order. Links that switch a page's section
 * by URL (content-tabs) are navigation, not tabs, and stay links.
 *
 *   <Tabs value={v} onValueChange={setV}>
 *     <TabList label="Product sections"><Tab value="a">A</Tab>…</TabList>
 *     <TabPanel value="a">…</TabPanel>
 *   </Tabs>
 */
export const Tabs = RadixTabs.Root;

/**
 * The row of tabs. On a narrow screen it scrolls sideways; a fade with an arrow at the side that
 * hides more tabs says so (a clipped row with no hint reads as "that is all").
 */
export function TabList({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const { ref, more } = useHiddenOverflow();
  return (
    <div className={cx('relative mb-4', className)}>
      <RadixTabs.List
        ref={ref}
        aria-label={label}
        // Keeps a tab focused by the arrow keys clear of the fades.
        className="flex scroll-px-10 gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:thin]"
      >
        {children}
      </RadixTabs.List>
      {more.before && <ScrollFade side="before" />}
      {more.after && <ScrollFade side="after" />}
    </div>
  );
}

export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900',
        'data-[state=active]:border-accent-600 data-[state=active]:text-accent-700',
        'focus-visible:outline-offset-[-2px]',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel; `forceMount` keeps a hidden panel's state (typed values) while another tab is open. */
export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('data-[state=inactive]:hidden', className)} {...props} />;
}

function ScrollFade({ side }: { side: 'before' | 'after' }) {
  return (
    <span
      aria-hidden
      data-tab-scroll-hint={side}
      className={cx(
        'pointer-events-none absolute inset-y-0 flex w-10 items-center from-white via-white/90 to-transparent text-slate-500',
        side === 'before' ? 'left-0 justify-start bg-linear-to-r' : 'right-0 justify-end bg-linear-to-l',
      )}
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2}>
        <path d={side === 'before' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
      </svg>
    </span>
  );
}

/** Whether an element scrolled sideways hides content before and after what shows. */
function useHiddenOverflow() {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const frame = useRef(0);
  const measure = useCallback((node: HTMLElement) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    });
  }, []);
  useEffect(() => {
    if (!el) return;
    const onChange = () => measure(el);
    onChange();
    const observer = new ResizeObserver(onChange);
    observer.observe(el);
    el.addEventListener('scroll', onChange, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onChange);
      cancelAnimationFrame(frame.current);
    };
  }, [el, measure]);
  return { ref: setEl, more };
}
