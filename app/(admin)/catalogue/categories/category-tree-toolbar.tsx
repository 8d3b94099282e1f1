'use client';

import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { TREE_MOVE_SHORTCUTS } from '@/components/ui/tree-view';

export type MoveCommand = keyof typeof TREE_MOVE_SHORTCUTS;

const MOVE_BUTTONS: {
  command: MoveCommand;
  label: string;
  icon: 'arrowUp' | 'arrowDown' | 'indent' | 'outdent';
  keys: string;
}[] = [
  { command: 'up', label: 'Move up', icon: 'arrowUp', keys: 'Alt+Shift+↑' },
  { command: 'down', label: 'Move down', icon: 'arrowDown', keys: 'Alt+Shift+↓' },
  { command: 'indent', label: 'Move into the category above', icon: 'indent', keys: 'Alt+Shift+→' },
  { command: 'outdent', label: 'Move out of its parent', icon: 'outdent', keys: 'Alt+Shift+←' },
];

/** Commands on the selected category: open, add a subcategory, and the four keyboard-equivalent moves. */
export function CategoryTreeToolbar({
  selected,
  canWrite,
  canMove,
  onMove,
  onAddChild,
}: {
  selected: { id: string; name: string } | null;
  canWrite: boolean;
  /** Which moves are possible for the selection (false while a filter hides part of the tree). */
  canMove: Record<MoveCommand, boolean>;
  onMove: (command: MoveCommand) => void;
  onAddChild: () => void;
}) {
  return (
    <div
      role="toolbar"
      aria-label="Selected category"
      className="flex flex-wrap items-center gap-1.5 border-b border-slate-200 px-3 py-2"
    >
      <span className="mr-1 max-w-56 truncate text-xs text-slate-500">
        {selected ? (
          <>
            Selected: <strong className="font-medium text-slate-800">{selected.name}</strong>
          </>
        ) : (
          'Select a category'
        )}
      </span>
      {selected && (
        <Link href={`/catalogue/categories/${selected.id}`} className={buttonClass('secondary', 'sm')}>
          <Icon name="edit" className="size-3.5" />
          {canWrite ? 'Edit' : 'View'}
        </Link>
      )}
      {canWrite && (
        <>
          <Button size="sm" onClick={onAddChild} disabled={!selected}>
            <Icon name="plus" className="size-3.5" />
            Add subcategory
          </Button>
          <span aria-hidden className="mx-1 h-5 w-px bg-slate-200" />
          {MOVE_BUTTONS.map((b) => (
            <Button
              key={b.command}
              size="sm"
              variant="ghost"
              className="px-1.5"
              aria-label={b.label}
              title={`${b.label} (${b.keys})`}
              aria-keyshortcuts={TREE_MOVE_SHORTCUTS[b.command]}
              disabled={!selected || !canMove[b.command]}
              onClick={() => onMove(b.command)}
            >
              <Icon name={b.icon} />
            </Button>
          ))}
        </>
      )}
    </div>
  );
}
