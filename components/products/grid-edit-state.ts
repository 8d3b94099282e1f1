import type { CellPosition, Selection } from './grid-sheet';
import { single } from './grid-sheet';

/**
 * The state of the grid's edit mode, without React: the values each product was loaded with, the
 * cells changed since (drafts), why a cell is refused, and which products someone else changed
 * meanwhile. Updates copy only the row they touch, so a row whose cells did not change keeps its
 * objects and is not drawn again.
 */

/** A product as the grid loaded it: its version and each column's stored value. */
export interface EditRow {
  productId: string;
  stockCode: string;
  name: string;
  version: number;
  values: Record<string, string>;
}

/** What the state needs of a column: its field code, how typed text is stored and checked. */
export interface SheetColumn {
  fieldCode: string;
  parse(text: string): string;
  validate(stored: string): string | null;
}

export type RowCells = ReadonlyMap<string, string>;

export interface SheetState {
  selection: Selection;
  /** The active cell's editor and its text, while it is open. */
  editing: { text: string } | null;
  /** Changed cells, by product then field code: the stored value to save. */
  drafts: ReadonlyMap<string, RowCells>;
  /** Refused cells, by product then field code: the reason. */
  errors: ReadonlyMap<string, RowCells>;
  /**
   * The row as it was when its first cell changed. A refresh of the page brings newer values and
   * versions; a changed row keeps comparing and saving against what its editor saw, so a change
   * made meanwhile by someone else is refused by the service, never overwritten.
   */
  pinned: ReadonlyMap<string, EditRow>;
  /** Products the service refused because someone else changed them since they were loaded. */
  conflicts: ReadonlySet<string>;
}

export const initialSheet = (): SheetState => ({
  selection: single({ row: 0, col: 0 }),
  editing: null,
  drafts: new Map(),
  errors: new Map(),
  pinned: new Map(),
  conflicts: new Set(),
});

/** A cell's text a paste, a fill or the editor writes. */
export interface CellWrite extends CellPosition {
  text: string;
}

function setIn(map: ReadonlyMap<string, RowCells>, id: string, field: string, value: string | null): ReadonlyMap<string, RowCells> {
  const row = map.get(id);
  if (value === null && !row?.has(field)) return map;
  if (value !== null && row?.get(field) === value) return map;
  const nextRow = new Map(row);
  if (value === null) nextRow.delete(field);
  else nextRow.set(field, value);
  const next = new Map(map);
  if (nextRow.size) next.set(id, nextRow);
  else next.delete(id);
  return next;
}

/**
 * A by-product map of cells being rewritten by one batch of writes: the map and each row it touches
 * are copied once, on their first change, then changed in place — a paste of 5,000 cells copies each
 * of its 1,000 rows once instead of the whole map once per cell. Untouched rows keep their objects.
 */
function cellsEditor(map: ReadonlyMap<string, RowCells>) {
  let out: Map<string, Map<string, string>> | null = null;
  const copied = new Set<string>();
  return {
    set(id: string, field: string, value: string | null) {
      const row = (out ?? map).get(id);
      if (value === null ? !row?.has(field) : row?.get(field) === value) return;
      out ??= new Map(map) as Map<string, Map<string, string>>;
      let mine = out.get(id);
      if (!mine || !copied.has(id)) {
        mine = new Map(row);
        copied.add(id);
        out.set(id, mine);
      }
      if (value === null) mine.delete(field);
      else mine.set(field, value);
      if (mine.size === 0) {
        out.delete(id);
        copied.delete(id);
      }
    },
    result: (): ReadonlyMap<string, RowCells> => out ?? map,
  };
}

/**
 * Writes cells: each text parsed by its column, kept as a draft when it differs from the loaded value
 * (else the draft goes), and checked by the column's rule. `rows` and `columns` are the grid's, in
 * display order; `base` gives a product's loaded row (pinned, else the page's).
 */
export function writeCells(
  state: SheetState,
  writes: CellWrite[],
  rows: readonly EditRow[],
  columns: readonly SheetColumn[],
): SheetState {
  const drafts = cellsEditor(state.drafts);
  const errors = cellsEditor(state.errors);
  let pinned: Map<string, EditRow> | null = null;
  for (const w of writes) {
    const row = rows[w.row];
    const column = columns[w.col];
    if (!row || !column) continue;
    const base = (pinned ?? state.pinned).get(row.productId) ?? row;
    const stored = column.parse(w.text);
    const loaded = base.values[column.fieldCode] ?? '';
    if (stored === loaded) {
      drafts.set(row.productId, column.fieldCode, null);
      errors.set(row.productId, column.fieldCode, null);
    } else {
      if (!(pinned ?? state.pinned).has(row.productId)) (pinned ??= new Map(state.pinned)).set(row.productId, base);
      drafts.set(row.productId, column.fieldCode, stored);
      errors.set(row.productId, column.fieldCode, column.validate(stored));
    }
  }
  const nextDrafts = drafts.result();
  // A row without drafts left has nothing to protect: it follows the page again.
  if (pinned || nextDrafts !== state.drafts)
    for (const id of (pinned ?? state.pinned).keys())
      if (!nextDrafts.has(id) && !state.conflicts.has(id)) (pinned ??= new Map(state.pinned)).delete(id);
  return { ...state, drafts: nextDrafts, errors: errors.result(), pinned: pinned ?? state.pinned };
}

/** The value a cell shows: its draft, else the loaded value. */
export function cellValue(state: SheetState, row: EditRow, fieldCode: string): string {
  return state.drafts.get(row.productId)?.get(fieldCode) ?? (state.pinned.get(row.productId) ?? row).values[fieldCode] ?? '';
}

export const changedCells = (state: SheetState) => [...state.drafts.values()].reduce((n, r) => n + r.size, 0);
export const refusedCells = (state: SheetState) => [...state.errors.values()].reduce((n, r) => n + r.size, 0);

/** The save's items: each changed product with the version it was loaded at and its changed cells. */
export function saveItems(state: SheetState, rows: readonly EditRow[]) {
  const byId = new Map(rows.map((r) => [r.productId, r]));
  return [...state.drafts].flatMap(([id, cells]) => {
    const row = state.pinned.get(id) ?? byId.get(id);
    if (!row) return [];
    return [{ productId: id, version: row.version, data: [...cells].map(([fieldCode, fieldValue]) => ({ fieldCode, fieldValue })) }];
  });
}

/** After a save: the saved products' drafts and pins go, the conflicting ones are flagged and keep theirs. */
export function afterSave(state: SheetState, saved: readonly string[], conflicts: readonly string[]): SheetState {
  const drafts = new Map(state.drafts);
  const errors = new Map(state.errors);
  const pinned = new Map(state.pinned);
  for (const id of saved) {
    drafts.delete(id);
    errors.delete(id);
    pinned.delete(id);
  }
  return { ...state, drafts, errors, pinned, conflicts: new Set([...state.conflicts, ...conflicts]) };
}

/** Refusals the service named by cell ("<item>.data.<n>.fieldValue"), put on their cells. */
export function withServerErrors(state: SheetState, cells: { productId: string; fieldCode: string; message: string }[]): SheetState {
  let errors = state.errors;
  for (const c of cells) errors = setIn(errors, c.productId, c.fieldCode, c.message);
  return { ...state, errors };
}

/** Drops a product's changes and its flag: it shows the page's current values again. */
export function discardRow(state: SheetState, productId: string): SheetState {
  const drafts = new Map(state.drafts);
  const errors = new Map(state.errors);
  const pinned = new Map(state.pinned);
  const conflicts = new Set(state.conflicts);
  drafts.delete(productId);
  errors.delete(productId);
  pinned.delete(productId);
  conflicts.delete(productId);
  return { ...state, drafts, errors, pinned, conflicts };
}

export const discardAll = (state: SheetState): SheetState => ({ ...initialSheet(), selection: state.selection });
