'use client';

import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '@/components/ui/class-names';
import { controlClass } from '@/components/ui/input';

/** One choice; `depth` indents it under its parent (a category tree), `path` names it in full. */
export interface ComboOption {
  value: string;
  label: string;
  depth?: number;
  path?: string;
}

/** The most choices listed at once: typing narrows a long list rather than scrolling it. */
const LISTED = 300;

/**
 * A searchable pick-one list (a button that opens a filter box over the options, cmdk for the
 * keyboard: arrows, Enter, Escape). Unfiltered, a tree shows indented; while typing, each match shows
 * its whole path ("Women › Tops › T-shirts") so two "T-shirts" are told apart.
 */
export function GridCombobox({
  label,
  options,
  value,
  anyLabel,
  onChange,
  className,
}: {
  label: string;
  options: ComboOption[];
  value: string;
  anyLabel: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const labelId = useId();
  const chosen = options.find((o) => o.value === value);
  const q = query.trim().toLowerCase();
  const matches = q ? options.filter((o) => (o.path ?? o.label).toLowerCase().includes(q)) : options;

  const pick = (next: string) => {
    setOpen(false);
    setQuery('');
    if (next !== value) onChange(next);
  };

  return (
    <div className={cx('flex min-w-44 flex-col gap-1 text-xs font-medium text-slate-600', className)}>
      <span id={labelId}>{label}</span>
      {/* Radix sets aria-expanded and aria-controls on the trigger. */}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            // Named "Category: Any category": the label, then what is chosen.
            aria-labelledby={`${labelId} ${labelId}-value`}
            aria-haspopup="listbox"
            className={cx(controlClass, 'flex h-8 max-w-64 items-center justify-between gap-2 text-left font-normal')}
          >
            <span id={`${labelId}-value`} className={cx('truncate', !chosen && 'text-slate-500')}>{chosen ? (chosen.path ?? chosen.label) : anyLabel}</span>
            <span aria-hidden className="text-[10px] text-slate-500">
              ▼
            </span>
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-50 w-80 rounded-md border border-slate-200 bg-white shadow-lg"
          >
            {/* cmdk names its input after the Command's label. */}
            <Command label={`Find a ${label.toLowerCase()}`} shouldFilter={false} loop>
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={`Find a ${label.toLowerCase()}…`}
                className="h-9 w-full border-b border-slate-200 px-3 text-sm outline-none placeholder:text-slate-500"
              />
              <Command.List className="max-h-72 overflow-y-auto p-1">
                <Command.Empty className="px-3 py-4 text-center text-sm text-slate-500">No {label.toLowerCase()} matches.</Command.Empty>
                {!q && (
                  <Command.Item value="(any)" onSelect={() => pick('')} className={itemClass}>
                    {anyLabel}
                  </Command.Item>
                )}
                {matches.slice(0, LISTED).map((o) => (
                  <Command.Item
                    key={o.value}
                    value={o.value}
                    onSelect={() => pick(o.value)}
                    className={itemClass}
                    style={q ? undefined : { paddingLeft: `${0.75 + (o.depth ?? 0) * 0.875}rem` }}
                    data-chosen={o.value === value || undefined}
                  >
                    {q ? (o.path ?? o.label) : o.label}
                  </Command.Item>
                ))}
                {matches.length > LISTED && (
                  <p className="px-3 py-2 text-xs text-slate-500">Type to narrow the other {matches.length - LISTED}.</p>
                )}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

const itemClass =
  'cursor-pointer rounded px-3 py-1.5 text-sm text-slate-800 data-[chosen]:font-semibold data-[selected=true]:bg-accent-50 data-[selected=true]:text-accent-700';
