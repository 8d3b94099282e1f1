'use client';

import { DropdownMenu, Popover } from 'radix-ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ComboOption } from '@/components/products/grid-combobox';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';
import type { BulkChange } from '@/lib/api/schemas/bulk-operations';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import type { QuickActionInput } from './quick-actions';
import { useQuickAction } from './use-quick-action';

const ARCHIVED = 3;

interface Pending {
  /** The confirmation's question and its button. */
  title: string;
  confirmLabel: string;
  /** The toast's name for it. */
  label: string;
  change: BulkChange;
}

const plural = (n: number) => `${n.toLocaleString('en-GB')} product${n === 1 ? '' : 's'}`;

/**
 * Quick actions on the grid's selection (ticked rows or all N matching): set status, add or remove
 * tags, set brand, add to a collection, archive. Two clicks — the action, then its value — and a
 * confirmation; each runs as one bulk run with its progress shown and an Undo in the toast.
 */
export function QuickActionMenu({
  target,
  count,
  brands,
  collections,
}: {
  target: QuickActionInput['target'] | null;
  count: number;
  brands: ComboOption[];
  collections: SelectOption[];
}) {
  const { running, run } = useQuickAction();
  const [pending, setPending] = useState<Pending | null>(null);
  const disabled = !target || count === 0 || running !== null;
  const on = plural(count);

  const ask = (p: Pending) => setPending(p);

  return (
    <div role="group" aria-label="Quick actions" className="flex flex-wrap items-center gap-2">
      <Menu label="Set status" disabled={disabled}>
        {PRODUCT_STATUSES.filter((s) => s.id > 0).map((s) => (
          <MenuItem
            key={s.id}
            onSelect={() =>
              ask({
                title: `Set the status of ${on} to ${s.name}?`,
                confirmLabel: `Set to ${s.name}`,
                label: `Status ${s.name}`,
                change: { kind: 'status', status: s.id },
              })
            }
          >
            {s.name}
          </MenuItem>
        ))}
      </Menu>
      <TagsPopover
        disabled={disabled}
        onChoose={(tags, mode) =>
          ask({
            title: `${mode === 'add' ? 'Add' : 'Remove'} ${tags.map((t) => `“${t}”`).join(', ')} ${mode === 'add' ? 'to' : 'from'} ${on}?`,
            confirmLabel: mode === 'add' ? 'Add tags' : 'Remove tags',
            label: mode === 'add' ? 'Tags added' : 'Tags removed',
            change: { kind: 'tags', tags, mode },
          })
        }
      />
      <Menu label="Set brand" disabled={disabled || brands.length === 0} scroll>
        {brands.map((b) => (
          <MenuItem
            key={b.value}
            indent={b.depth}
            onSelect={() =>
              ask({
                title: `Set the brand of ${on} to ${b.path ?? b.label}?`,
                confirmLabel: 'Set brand',
                label: `Brand ${b.label}`,
                change: { kind: 'brand', brandId: b.value },
              })
            }
          >
            {b.label}
          </MenuItem>
        ))}
      </Menu>
      <Menu label="Add to collection" disabled={disabled || collections.length === 0} scroll>
        {collections.map((c) => (
          <MenuItem
            key={c.value}
            onSelect={() =>
              ask({
                title: `Add ${on} to the collection ${c.label}?`,
                confirmLabel: 'Add to collection',
                label: `Added to ${c.label}`,
                change: { kind: 'collection', collectionId: c.value },
              })
            }
          >
            {c.label}
          </MenuItem>
        ))}
      </Menu>
      <Button
        disabled={disabled}
        onClick={() =>
          ask({
            title: `Archive ${on}?`,
            confirmLabel: 'Archive',
            label: 'Archived',
            change: { kind: 'status', status: ARCHIVED },
          })
        }
      >
        Archive
      </Button>
      {running && (
        <div className="flex items-center gap-2 text-xs text-slate-700">
          <div
            role="progressbar"
            aria-label={`${running.label} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={running.percent}
            className="h-2 w-28 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${running.percent}%` }} />
          </div>
          <span aria-hidden>{running.percent}%</span>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={pending?.title ?? ''}
        description="It runs as one bulk run: you can follow it here and undo it from the message that follows (or later from Bulk runs)."
        confirmLabel={pending?.confirmLabel ?? 'Confirm'}
        onConfirm={() => {
          if (pending && target) void run(pending.label, pending.change, target);
          setPending(null);
        }}
      />
    </div>
  );
}

function Menu({ label, disabled, scroll, children }: { label: string; disabled: boolean; scroll?: boolean; children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={disabled} className={buttonClass('secondary', 'md')}>
        {label}
        <span aria-hidden className="text-[10px]">
          ▼
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className={`z-50 min-w-48 rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-slate-900/10 ${scroll ? 'max-h-80 overflow-y-auto' : ''}`}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MenuItem({ onSelect, indent = 0, children }: { onSelect: () => void; indent?: number; children: ReactNode }) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      style={indent ? { paddingLeft: `${0.5 + indent}rem` } : undefined}
      className="flex cursor-default items-center rounded px-2 py-1.5 text-slate-800 outline-none data-[highlighted]:bg-slate-100"
    >
      {children}
    </DropdownMenu.Item>
  );
}

/** Tags: type them (comma separated), then Add or Remove. */
function TagsPopover({ disabled, onChoose }: { disabled: boolean; onChoose: (tags: string[], mode: 'add' | 'remove') => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const tags = [...new Set(text.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const choose = (mode: 'add' | 'remove') => (e?: FormEvent) => {
    e?.preventDefault();
    if (tags.length === 0) return;
    setOpen(false);
    setText('');
    onChoose(tags, mode);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger disabled={disabled} className={buttonClass('secondary', 'md')}>
        Tags
        <span aria-hidden className="text-[10px]">
          ▼
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="z-50 w-72 rounded-md bg-white p-3 shadow-lg ring-1 ring-slate-900/10">
          <form onSubmit={choose('add')} className="space-y-2">
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
              Tags, separated by commas
              <Input value={text} onChange={(e) => setText(e.target.value)} autoFocus placeholder="e.g. summer, sale" />
            </label>
            <div className="flex justify-end gap-2">
              <Button type="button" size="sm" disabled={tags.length === 0} onClick={() => choose('remove')()}>
                Remove tags
              </Button>
              <Button type="submit" size="sm" variant="primary" disabled={tags.length === 0}>
                Add tags
              </Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
