import Papa from 'papaparse';

/**
 * The spreadsheet rules of the product grid's edit mode, without React: the active cell and the
 * selected range, keyboard moves, tab-separated copy and paste as spreadsheets write it (Excel,
 * LibreOffice, Google Sheets), and where a pasted block lands — its own size from the active cell, or
 * repeated over a larger selection (fill-down: one value or one row pasted into a taller range).
 */

export interface CellPosition {
  row: number;
  col: number;
}

/** The selection: the active cell and the opposite corner of the range (the same cell for one). */
export interface Selection {
  active: CellPosition;
  anchor: CellPosition;
}

export interface Bounds {
  rows: number;
  cols: number;
}

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), Math.max(max - 1, 0));

export function rangeOf(s: Selection): CellRange {
  return {
    top: Math.min(s.active.row, s.anchor.row),
    bottom: Math.max(s.active.row, s.anchor.row),
    left: Math.min(s.active.col, s.anchor.col),
    right: Math.max(s.active.col, s.anchor.col),
  };
}

export const rangeSize = (r: CellRange) => ({ rows: r.bottom - r.top + 1, cols: r.right - r.left + 1 });

export const inRange = (r: CellRange, row: number, col: number) => row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

export const single = (cell: CellPosition): Selection => ({ active: cell, anchor: cell });

/** The keys that move the active cell, and how far (a page is `pageRows`). */
export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown' | 'Tab' | 'Enter';

/**
 * The selection after a key: arrows, Home/End (row start and end; with Ctrl the grid's), PageUp/Down,
 * Tab (next cell, wrapping to the next row) and Enter (the cell below). With `extend` (Shift, arrows and
 * Home/End only) the active cell moves and the anchor stays: a range grows.
 */
export function moveSelection(s: Selection, key: MoveKey, bounds: Bounds, o: { extend?: boolean; ctrl?: boolean; back?: boolean; pageRows?: number } = {}): Selection {
  const { row, col } = s.active;
  const page = o.pageRows ?? 10;
  let next: CellPosition;
  switch (key) {
    case 'ArrowUp':
      next = { row: o.ctrl ? 0 : row - 1, col };
      break;
    case 'ArrowDown':
      next = { row: o.ctrl ? bounds.rows - 1 : row + 1, col };
      break;
    case 'ArrowLeft':
      next = { row, col: o.ctrl ? 0 : col - 1 };
      break;
    case 'ArrowRight':
      next = { row, col: o.ctrl ? bounds.cols - 1 : col + 1 };
      break;
    case 'Home':
      next = { row: o.ctrl ? 0 : row, col: 0 };
      break;
    case 'End':
      next = { row: o.ctrl ? bounds.rows - 1 : row, col: bounds.cols - 1 };
      break;
    case 'PageUp':
      next = { row: row - page, col };
      break;
    case 'PageDown':
      next = { row: row + page, col };
      break;
    case 'Tab':
      if (o.back) next = col > 0 ? { row, col: col - 1 } : { row: row - 1 < 0 ? 0 : row - 1, col: row - 1 < 0 ? 0 : bounds.cols - 1 };
      else next = col < bounds.cols - 1 ? { row, col: col + 1 } : { row: row + 1 >= bounds.rows ? row : row + 1, col: row + 1 >= bounds.rows ? col : 0 };
      break;
    case 'Enter':
      next = { row: o.back ? row - 1 : row + 1, col };
      break;
  }
  const active = { row: clamp(next.row, bounds.rows), col: clamp(next.col, bounds.cols) };
  const extendable = o.extend && key !== 'Tab' && key !== 'Enter';
  return { active, anchor: extendable ? s.anchor : active };
}

/**
 * A clipboard's text as rows of cells. Tab-separated as spreadsheets copy it, quoted cells holding
 * tabs, newlines or quotes included; the line break after the last row is not a row. A text without
 * a tab or a line break is one cell, kept exactly as it is (a quote in it is a quote).
 */
export function parseTsv(text: string): string[][] {
  const trimmed = text.replace(/\r?\n$/, '');
  if (!/[\t\n\r]/.test(trimmed)) return [[trimmed]];
  const parsed = Papa.parse<string[]>(trimmed, { delimiter: '\t', newline: trimmed.includes('\r\n') ? '\r\n' : '\n', quoteChar: '"' });
  return parsed.data.length ? parsed.data : [[trimmed]];
}

/** Rows of cells as a spreadsheet pastes them: tab-separated, quoted when a cell holds a tab, a line break or a quote. */
export function toTsv(rows: string[][]): string {
  const cell = (v: string) => (/[\t\n\r"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return rows.map((r) => r.map(cell).join('\t')).join('\n');
}

/** One cell a paste writes: where, and the text from the clipboard. */
export interface PastedCell extends CellPosition {
  text: string;
}

/**
 * Where a pasted block goes. A selection larger than the block, and the block one row or one cell,
 * is filled: the block repeated down (and across) the whole selection — fill-down. Otherwise the block
 * keeps its size from the selection's top-left cell, cut at the grid's edges (`clipped` says how many
 * cells did not fit).
 */
export function pasteTargets(block: string[][], s: Selection, bounds: Bounds): { cells: PastedCell[]; clipped: number } {
  const range = rangeOf(s);
  const size = rangeSize(range);
  const blockRows = block.length;
  const blockCols = Math.max(...block.map((r) => r.length));
  const fills = (size.rows > blockRows || size.cols > blockCols) && (blockRows === 1 || (blockCols === 1 && size.cols === 1));
  const rows = fills ? Math.max(size.rows, blockRows) : blockRows;
  const cols = fills ? Math.max(size.cols, blockCols) : blockCols;
  const cells: PastedCell[] = [];
  let clipped = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const row = range.top + r;
      const col = range.left + c;
      const source = block[r % blockRows];
      const text = source[c % blockCols] ?? '';
      if (row >= bounds.rows || col >= bounds.cols) clipped++;
      else cells.push({ row, col, text });
    }
  return { cells, clipped };
}

/** Fill-down (Ctrl+D): the top row of the selection copied into every row below it in the selection. */
export function fillDownTargets(s: Selection): { from: CellPosition; to: CellPosition }[] {
  const r = rangeOf(s);
  const out: { from: CellPosition; to: CellPosition }[] = [];
  for (let row = r.top + 1; row <= r.bottom; row++)
    for (let col = r.left; col <= r.right; col++) out.push({ from: { row: r.top, col }, to: { row, col } });
  return out;
}
