'use client';

import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { cx } from '@/components/ui/class-names';

const TONE = (n: number) =>
  n >= 100 ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : n >= 75 ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-red-50 text-red-800 ring-red-200';

/**
 * Opens the field of a missing attribute wherever the page renders it (`data-field` of the meta-info
 * widgets, or the media section for "Images"): a field inside a hidden tab panel first gets its tab
 * focused (Radix tabs activate on focus), then the field is scrolled to and focused.
 */
function jumpTo(code: string) {
  const selector = code === 'Images' ? '[data-field="Images"], [data-section="media"]' : `[data-field="${CSS.escape(code)}"]`;
  const target = document.querySelector<HTMLElement>(selector);
  const panel = target?.closest<HTMLElement>('[role="tabpanel"]');
  if (panel && panel.dataset.state === 'inactive') {
    const trigger = panel.getAttribute('aria-labelledby');
    if (trigger) document.getElementById(trigger)?.focus();
  } else if (!target && code === 'Images') {
    // No media section in the page: the Media tab itself.
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.startsWith('Media'))?.focus();
    return;
  }
  requestAnimationFrame(() => {
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    (target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]'))?.focus({ preventScroll: true });
  });
}

export function CompletenessMissingList({ completeness, items }: { completeness: number; items: { code: string; label: string }[] }) {
  const badge = cx('inline-flex items-center rounded px-1.5 py-px text-xs font-medium tabular-nums ring-1 ring-inset', TONE(completeness));
  const [open, setOpen] = useState(false);
  // A chosen field keeps the focus jumpTo gives it; Escape or a click outside returns it to the badge.
  const chose = useRef(false);
  if (items.length === 0)
    return (
      <span className={badge} title="Every required attribute is filled">
        Complete 100%
      </span>
    );
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cx(badge, 'cursor-pointer')}
        aria-label={`Completeness ${completeness}%: ${items.length} required attribute${items.length === 1 ? '' : 's'} missing`}
      >
        {completeness}% complete · {items.length} missing
      </Popover.Trigger>
      <Popover.Portal>
        {/* Escape, a click outside or choosing a field closes it, so it never stays over the tabs. */}
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={(e) => {
            if (chose.current) e.preventDefault();
            chose.current = false;
          }}
          aria-label="Missing required attributes"
          className="z-40 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="px-1 pb-1 text-xs font-medium text-slate-700">Missing required attributes</p>
          <ul aria-label="Missing required attributes">
            {items.map((i) => (
              <li key={i.code}>
                <button
                  type="button"
                  onClick={() => {
                    chose.current = true;
                    setOpen(false);
                    jumpTo(i.code);
                  }}
                  className="w-full rounded px-1 py-1 text-left text-sm text-accent-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                >
                  {i.label}
                </button>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
