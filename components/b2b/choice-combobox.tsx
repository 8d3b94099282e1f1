'use client';

import { Command } from 'cmdk';
import { Popover } from 'radix-ui';
import { forwardRef, useState, type ComponentProps } from 'react';
import { cx } from '@/components/ui/class-names';
import { controlClass } from '@/components/ui/input';

export interface ChoiceOption {
  value: string;
  label: string;
  /** Shown beside the label, e.g. "3 companies". */
  hint?: string;
}

type TriggerProps = Pick<ComponentProps<'button'>, 'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'onBlur' | 'name'>;

/**
 * A searchable pick-one field of a form, showing names (a price list, a customer group) while the form
 * holds the value (a Guid, a code). A button that opens a filter box over the options; cmdk gives the
 * keyboard path (type, arrows, Enter, Escape). `allowNew` also offers what was typed, for codes that
 * need not exist yet. The trigger takes the Field's id and aria attributes; a button is named by its
 * content, so `label` is repeated inside it for screen readers ("Price list: Trade GBP").
 */
export const ChoiceCombobox = forwardRef<
  HTMLButtonElement,
  TriggerProps & {
    options: ChoiceOption[];
    value: string;
    onChange: (value: string) => void;
    emptyLabel: string;
    noun: string;
    label: string;
    allowNew?: boolean;
  }
>(function ChoiceCombobox({ options, value, onChange, emptyLabel, noun, label, allowNew = false, ...trigger }, ref) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = options.find((o) => o.value === value);
  const q = query.trim().toLowerCase();
  const matches = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  const typed = query.trim();
  const offerTyped = allowNew && typed !== '' && !options.some((o) => o.label.toLowerCase() === typed.toLowerCase());

  const pick = (next: string) => {
    setOpen(false);
    setQuery('');
    if (next !== value) onChange(next);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          type="button"
          aria-haspopup="listbox"
          className={cx(controlClass, 'flex h-8 w-full items-center justify-between gap-2 text-left font-normal')}
          {...trigger}
        >
          <span className={cx('truncate', !value && 'text-slate-500')}>
            <span className="sr-only">{label}: </span>{chosen ? chosen.label : value || emptyLabel}</span>
          <span aria-hidden className="text-[10px] text-slate-500">
            ▼
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-50 w-80 rounded-md border border-slate-200 bg-white shadow-lg">
          <Command label={`Find a ${noun}`} shouldFilter={false} loop>
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder={`Find a ${noun}…`}
              className="h-9 w-full border-b border-slate-200 px-3 text-sm outline-none placeholder:text-slate-500"
            />
            <Command.List className="max-h-72 overflow-y-auto p-1">
              <Command.Empty className="px-3 py-4 text-center text-sm text-slate-500">No {noun} matches.</Command.Empty>
              {!q && (
                <Command.Item value="(none)" onSelect={() => pick('')} className={itemClass}>
                  {emptyLabel}
                </Command.Item>
              )}
              {matches.map((o) => (
                <Command.Item key={o.value} value={o.value} onSelect={() => pick(o.value)} className={itemClass} data-chosen={o.value === value || undefined}>
                  {o.label}
                  {o.hint && <span className="ml-2 text-xs text-slate-500">{o.hint}</span>}
                </Command.Item>
              ))}
              {offerTyped && (
                <Command.Item value={`(new) ${typed}`} onSelect={() => pick(typed)} className={itemClass}>
                  New {noun} “{typed}”
                </Command.Item>
              )}
            </Command.List>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});

const itemClass =
  'cursor-pointer rounded px-3 py-1.5 text-sm text-slate-800 data-[chosen]:font-semibold data-[selected=true]:bg-accent-50 data-[selected=true]:text-accent-700';
