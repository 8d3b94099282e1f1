'use client';

import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer, defaultRangeExtractor } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useMemo, useRef, type ClipboardEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from '@/components/ui/class-names';
import { cellValue, writeCells, type EditRow, type RowCells, type SheetColumn, type SheetState } from './grid-edit-state';
import {
  fillDownTargets,
  inRange,
  moveSelection,
  parseTsv,
  pasteTargets,
  rangeOf,
  single,
  toTsv,
  type MoveKey,
  type Selection,
} from './grid-sheet';

/** A column as the table draws it. */
export interface GridEditColumn extends SheetColumn {
  label: string;
  numeric: boolean;
  display(stored: string): string;
  suggestions?: string[];
}

const ROW_HEIGHT = 36;
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Tab']);

/** The product column's width; each other column's is widthOf's (rows are flex rows, not a table layout). */
const HEAD_WIDTH = 200;
const widthOf = (c: GridEditColumn) => (c.fieldCode === 'Name' ? 260 : c.numeric ? 120 : 190);

/**
 * The edit mode's sheet: a real <table> with the ARIA grid role, one focusable element whose
 * aria-activedescendant names the active cell, rows virtualised with TanStack Virtual (a page of
 * 1,000 products keeps about 30 rows in the DOM; the active row always among them) and columns from
 * TanStack Table. Laid out as CSS grid and flex rows of fixed height, each row placed by a transform:
 * a row coming into view lays out alone instead of the whole table again, which kept scrolling in
 * tasks over 50 ms (the roles are explicit, as such a table no longer implies them). Keyboard: arrows, Home/End, PageUp/PageDown, Tab, Shift to extend a range; Enter
 * or F2 (or typing) edits, Enter and Tab commit and move on, Escape cancels; Delete clears the range;
 * Ctrl+C copies it tab-separated, Ctrl+V pastes a block from a spreadsheet (one value or one row
 * pasted into a larger range fills it), Ctrl+D fills down. A changed cell is marked, a refused one
 * carries aria-invalid and its reason (aria-describedby).
 */
export function GridEditTable({
  caption,
  rows,
  columns,
  state,
  update,
  onReload,
  onSave,
  announce,
}: {
  caption: string;
  rows: readonly EditRow[];
  columns: readonly GridEditColumn[];
  state: SheetState;
  update: (change: (s: SheetState) => SheetState) => void;
  /** A flagged product's Reload: its changes dropped, the page's values shown. */
  onReload: (productId: string) => void;
  /** Ctrl+S. */
  onSave: () => void;
  /** Says what a paste, a fill or a clear did, in the page's live region. */
  announce: (message: string) => void;
}) {
  const id = useId().replace(/:/g, '');
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const bounds = useMemo(() => ({ rows: rows.length, cols: columns.length }), [rows.length, columns.length]);
  const { selection, editing } = state;
  const range = rangeOf(selection);

  // TanStack Table keeps the column model (header groups, order); cells are drawn by GridEditRow.
  const columnDefs = useMemo<ColumnDef<EditRow>[]>(() => columns.map((c) => ({ id: c.fieldCode, header: c.label })), [columns]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props on each render by design
  const table = useReactTable({ data: rows as EditRow[], columns: columnDefs, getCoreRowModel: getCoreRowModel(), getRowId: (r) => r.productId });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];

  const activeRow = selection.active.row;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 700 },
    // Scrolling re-renders in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
    getItemKey: (i) => rows[i].productId,
    // The active cell is what aria-activedescendant names: its row is always drawn.
    rangeExtractor: useCallback(
      (r: Parameters<typeof defaultRangeExtractor>[0]) => {
        const shown = defaultRangeExtractor(r);
        return activeRow < rows.length && !shown.includes(activeRow) ? [...shown, activeRow].sort((a, b) => a - b) : shown;
      },
      [activeRow, rows.length],
    ),
  });
  const items = virtualizer.getVirtualItems();

  const cellId = (row: number, col: number) => `${id}-c${row}-${col}`;
  const select = useCallback((next: Selection) => update((s) => ({ ...s, selection: next, editing: null })), [update]);

  // The active cell in view, both ways, after it moved.
  useEffect(() => {
    virtualizer.scrollToIndex(selection.active.row, { align: 'auto' });
    const cell = document.getElementById(cellId(selection.active.row, selection.active.col));
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the active cell moves
  }, [selection.active.row, selection.active.col]);

  const focusTable = () => tableRef.current?.focus({ preventScroll: true });

  const write = (writes: { row: number; col: number; text: string }[]) => update((s) => writeCells(s, writes, rows, columns));

  const commit = (move: MoveKey | null, back = false) => {
    if (!editing) return;
    const { row, col } = selection.active;
    update((s) => {
      const written = writeCells({ ...s, editing: null }, [{ row, col, text: editing.text }], rows, columns);
      return move ? { ...written, selection: moveSelection(written.selection, move, bounds, { back }) } : written;
    });
    focusTable();
  };

  const startEditing = (text?: string) => {
    const { row, col } = selection.active;
    const row_ = rows[row];
    const column = columns[col];
    if (!row_ || !column) return;
    update((s) => ({ ...s, selection: single(s.selection.active), editing: { text: text ?? column.display(cellValue(s, row_, column.fieldCode)) } }));
  };

  const clearRange = () => {
    const writes = [];
    for (let row = range.top; row <= range.bottom; row++) for (let col = range.left; col <= range.right; col++) writes.push({ row, col, text: '' });
    write(writes);
    announce(`${writes.length.toLocaleString('en-GB')} cell${writes.length === 1 ? '' : 's'} cleared`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (editing || e.target !== tableRef.current) return;
    const ctrl = e.ctrlKey || e.metaKey;
    if (MOVE_KEYS.has(e.key) || (e.key === 'Enter' && e.shiftKey)) {
      // Tab past the last cell (Shift+Tab before the first) leaves the grid: the keyboard is never trapped.
      const { row, col } = selection.active;
      const atEnd = e.shiftKey ? row === 0 && col === 0 : row === bounds.rows - 1 && col === bounds.cols - 1;
      if (e.key === 'Tab' && atEnd) return;
      e.preventDefault();
      select(moveSelection(selection, e.key as MoveKey, bounds, { extend: e.shiftKey, ctrl, back: e.shiftKey, pageRows: 15 }));
    } else if (e.key === 'Enter' || e.key === 'F2') {
      e.preventDefault();
      startEditing();
    } else if (e.key === 'Escape') select(single(selection.active));
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      clearRange();
    } else if (ctrl && e.key.toLowerCase() === 'd') {
      e.preventDefault();
      const fills = fillDownTargets(selection);
      update((s) => {
        const writes = fills.map(({ from, to }) => ({ ...to, text: columns[from.col].display(cellValue(s, rows[from.row], columns[from.col].fieldCode)) }));
        return writeCells(s, writes, rows, columns);
      });
      if (fills.length) announce(`Filled down ${fills.length.toLocaleString('en-GB')} cells`);
    } else if (ctrl && e.key.toLowerCase() === 'a') {
      e.preventDefault();
      select({ anchor: { row: 0, col: 0 }, active: { row: bounds.rows - 1, col: bounds.cols - 1 } });
    } else if (ctrl && e.key.toLowerCase() === 's') {
      e.preventDefault();
      onSave();
    } else if (e.key.length === 1 && !ctrl && !e.altKey) {
      // Typing replaces the cell's value, as in a spreadsheet.
      e.preventDefault();
      startEditing(e.key);
    }
  };

  const onCopy = (e: ClipboardEvent<HTMLTableElement>) => {
    if (editing) return;
    e.preventDefault();
    const block: string[][] = [];
    for (let row = range.top; row <= range.bottom; row++) {
      const line: string[] = [];
      for (let col = range.left; col <= range.right; col++) line.push(columns[col].display(cellValue(state, rows[row], columns[col].fieldCode)));
      block.push(line);
    }
    e.clipboardData.setData('text/plain', toTsv(block));
  };

  const paste = (text: string) => {
    const { cells, clipped } = pasteTargets(parseTsv(text), selection, bounds);
    if (cells.length === 0) return;
    let refused = 0;
    update((s) => {
      const next = writeCells({ ...s, editing: null }, cells, rows, columns);
      refused = cells.filter((c) => next.errors.get(rows[c.row].productId)?.has(columns[c.col].fieldCode)).length;
      const last = cells[cells.length - 1];
      return { ...next, selection: { anchor: { row: cells[0].row, col: cells[0].col }, active: { row: last.row, col: last.col } } };
    });
    const n = (x: number) => x.toLocaleString('en-GB');
    announce(
      [`Pasted ${n(cells.length)} cell${cells.length === 1 ? '' : 's'}`, refused && `${n(refused)} refused`, clipped && `${n(clipped)} did not fit and were left out`]
        .filter(Boolean)
        .join('; '),
    );
    focusTable();
  };

  const onPaste = (e: ClipboardEvent<HTMLElement>) => {
    const text = e.clipboardData.getData('text/plain');
    // In the editor, a single value is typed text; a block goes to the grid.
    if (editing && !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    e.preventDefault();
    paste(text);
  };

  const cellAt = (target: EventTarget): { row: number; col: number } | null => {
    const cell = (target as HTMLElement).closest?.('[data-col]') as HTMLElement | null;
    if (!cell) return null;
    return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
  };

  const onMouseDown = (e: MouseEvent<HTMLTableElement>) => {
    const at = cellAt(e.target);
    if (!at || (e.target as HTMLElement).closest('input,button')) return;
    e.preventDefault();
    if (editing) commit(null);
    dragging.current = true;
    select(e.shiftKey ? { anchor: selection.anchor, active: at } : single(at));
    focusTable();
  };
  const onMouseOver = (e: MouseEvent<HTMLTableElement>) => {
    if (!dragging.current || e.buttons !== 1) return;
    const at = cellAt(e.target);
    if (at && (at.row !== selection.active.row || at.col !== selection.active.col)) select({ anchor: selection.anchor, active: at });
  };
  useEffect(() => {
    const stop = () => (dragging.current = false);
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const selectColumn = (col: number) => {
    select({ anchor: { row: 0, col }, active: { row: bounds.rows - 1, col } });
    focusTable();
  };

  // The rows' handlers keep one identity across renders (the rows are memoised), calling the latest closures.
  const latest = useRef({ commit, update, focusTable, onPaste });
  latest.current = { commit, update, focusTable, onPaste };
  const rowHandlers = useMemo(
    () => ({
      onEditText: (text: string) => latest.current.update((s) => ({ ...s, editing: { text } })),
      onCommit: (move: MoveKey | null, back?: boolean) => latest.current.commit(move, back),
      onCancel: () => {
        latest.current.update((s) => ({ ...s, editing: null }));
        latest.current.focusTable();
      },
      onPaste: (e: ClipboardEvent<HTMLElement>) => latest.current.onPaste(e),
    }),
    [],
  );

  const activeColumn = columns[selection.active.col];
  const totalWidth = HEAD_WIDTH + columns.reduce((w, c) => w + widthOf(c), 0);

  return (
    <div ref={scrollRef} className="max-h-[calc(100vh-16rem)] min-h-48 overflow-auto rounded-lg border border-slate-200 bg-white" data-testid="grid-edit-scroll">
      {editing && activeColumn?.suggestions && (
        <datalist id={`${id}-options`}>
          {activeColumn.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
      <table
        ref={tableRef}
        role="grid"
        aria-label={caption}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable="true"
        aria-activedescendant={rows.length && columns.length ? cellId(selection.active.row, selection.active.col) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onCopy={onCopy}
        onPaste={onPaste}
        onMouseDown={onMouseDown}
        onMouseOver={onMouseOver}
        onDoubleClick={(e) => cellAt(e.target) && startEditing()}
        className="grid text-sm outline-none focus-visible:ring-2 focus-visible:ring-accent-500"
        style={{ width: totalWidth }}
      >
        <thead role="rowgroup" className="sticky top-0 z-20 grid bg-slate-50 text-left text-xs font-medium text-slate-600 shadow-[0_1px_0_var(--color-slate-200)]">
          <tr role="row" aria-rowindex={1} className="flex">
            <th role="columnheader" scope="col" className="sticky left-0 z-30 flex-none bg-slate-50 px-3 py-2" style={{ width: HEAD_WIDTH }}>
              Product
            </th>
            {headers.map((h, col) => (
              <th
                key={h.id}
                role="columnheader"
                scope="col"
                className={cx('flex-none truncate px-3 py-2', columns[col].numeric && 'text-right')}
                style={{ width: widthOf(columns[col]) }}
                title={columns[col].label}
              >
                <button type="button" className="max-w-full truncate rounded hover:text-slate-900" onClick={() => selectColumn(col)} aria-label={`${columns[col].label}: select the column`}>
                  {columns[col].label}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((v) => {
            const row = rows[v.index];
            const active = v.index === selection.active.row;
            const ranged = v.index >= range.top && v.index <= range.bottom;
            return (
              <GridEditRow
                key={row.productId}
                idPrefix={id}
                index={v.index}
                top={v.start}
                row={state.pinned.get(row.productId) ?? row}
                columns={columns}
                drafts={state.drafts.get(row.productId)}
                errors={state.errors.get(row.productId)}
                activeCol={active ? selection.active.col : -1}
                rangeLeft={ranged ? range.left : -1}
                rangeRight={ranged ? range.right : -1}
                editingText={active && editing ? editing.text : null}
                conflicted={state.conflicts.has(row.productId)}
                onReload={onReload}
                {...rowHandlers}
                listId={active && activeColumn?.suggestions ? `${id}-options` : undefined}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One product's row. Drawn again only when its own cells, its part of the selection or its editor change. */
const GridEditRow = memo(function GridEditRow({
  idPrefix,
  index,
  top,
  row,
  columns,
  drafts,
  errors,
  activeCol,
  rangeLeft,
  rangeRight,
  editingText,
  conflicted,
  onReload,
  onEditText,
  onCommit,
  onCancel,
  onPaste,
  listId,
}: {
  idPrefix: string;
  index: number;
  /** Where the row sits in the body (px): rows are placed, not stacked, so one coming or going moves no other. */
  top: number;
  row: EditRow;
  columns: readonly GridEditColumn[];
  drafts: RowCells | undefined;
  errors: RowCells | undefined;
  activeCol: number;
  rangeLeft: number;
  rangeRight: number;
  editingText: string | null;
  conflicted: boolean;
  onReload: (productId: string) => void;
  onEditText: (text: string) => void;
  onCommit: (move: MoveKey | null, back?: boolean) => void;
  onCancel: () => void;
  onPaste: (e: ClipboardEvent<HTMLElement>) => void;
  listId: string | undefined;
}) {
  // Enter, Tab and Escape close the editor themselves; the blur that follows must not commit again.
  const closing = useRef(false);
  const range = { top: index, bottom: index, left: rangeLeft, right: rangeRight };
  return (
    <tr
      role="row"
      aria-rowindex={index + 2}
      data-product-id={row.productId}
      data-conflict={conflicted || undefined}
      className={cx('absolute top-0 left-0 flex w-full border-b border-slate-100', conflicted && 'bg-amber-50')}
      style={{ height: ROW_HEIGHT, transform: `translateY(${top}px)` }}
    >
      <th
        role="rowheader"
        scope="row"
        className={cx('sticky left-0 z-10 flex-none truncate border-r border-slate-200 px-3 text-left leading-[35px] font-normal', conflicted ? 'bg-amber-50' : 'bg-white')}
        style={{ width: HEAD_WIDTH }}
        title={`${row.stockCode} · ${row.name}`}
      >
        <span className="font-mono text-xs text-slate-700">{row.stockCode}</span>
        {conflicted && (
          <span className="ml-1 inline-flex items-center gap-1">
            <span className="sr-only">, </span>
            <span className="rounded bg-amber-200 px-1 text-[12px] text-amber-950">Changed by someone else</span>
            <button type="button" className="text-xs text-accent-700 underline" onClick={() => onReload(row.productId)}>
              Reload {row.stockCode}
            </button>
          </span>
        )}
      </th>
      {columns.map((c, col) => {
        const draft = drafts?.get(c.fieldCode);
        const error = errors?.get(c.fieldCode);
        const stored = draft ?? row.values[c.fieldCode] ?? '';
        const selected = rangeLeft >= 0 && inRange(range, index, col);
        const active = col === activeCol;
        const cellId = `${idPrefix}-c${index}-${col}`;
        const errorId = `${cellId}-error`;
        return (
          <td
            key={c.fieldCode}
            id={cellId}
            role="gridcell"
            data-row={index}
            data-col={col}
            data-changed={draft !== undefined || undefined}
            aria-selected={selected}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            title={error}
            style={{ width: widthOf(c) }}
            className={cx(
              'relative flex-none truncate px-3 leading-[35px] select-none',
              c.numeric && 'text-right tabular-nums',
              draft !== undefined && 'bg-amber-50',
              selected && 'bg-accent-50',
              error && 'bg-red-50 text-red-900 shadow-[inset_0_0_0_1px_var(--color-red-500)]',
              active && 'shadow-[inset_0_0_0_2px_var(--color-accent-600)]',
            )}
          >
            {active && editingText !== null ? (
              <input
                autoFocus
                aria-label={`${c.label}, ${row.name}`}
                list={listId}
                value={editingText}
                onChange={(e) => onEditText(e.target.value)}
                onPaste={onPaste}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === 'Tab') {
                    e.preventDefault();
                    closing.current = true;
                    onCommit(e.key, e.shiftKey);
                  } else if (e.key === 'Escape') {
                    e.preventDefault();
                    closing.current = true;
                    onCancel();
                  }
                }}
                onBlur={() => {
                  if (closing.current) closing.current = false;
                  else onCommit(null);
                }}
                className={cx('absolute inset-0 h-full w-full border-0 bg-white px-3 text-sm outline-none', c.numeric && 'text-right')}
              />
            ) : (
              c.display(stored)
            )}
            {error && (
              <span id={errorId} className="sr-only">
                {error}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
