'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  afterSave,
  changedCells,
  discardAll,
  discardRow,
  initialSheet,
  refusedCells,
  saveItems,
  withServerErrors,
  type EditRow,
  type SheetState,
} from '@/components/products/grid-edit-state';
import { GridEditTable } from '@/components/products/grid-edit-table';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { useUnsavedChangesGuard } from '@/lib/ui/unsaved-changes';
import { gridHref, type GridParams } from '@/lib/url-state/grid-params';
import { saveGridChangesAction } from './grid-edit-actions';
import { editColumns, type EditColumnsSpec } from './grid-edit-columns';
import { EditColumnChooser } from './grid-edit-column-chooser';
import { EDIT_PARAM, FIELDS_PARAM, PRODUCT_PAGE_SIZES } from './grid-model';
import { undoQuickAction } from './quick-actions';
import { UNDO_MS } from './use-quick-action';

const n = (x: number) => x.toLocaleString('en-GB');
const plural = (x: number, one: string, many = `${one}s`) => `${n(x)} ${x === 1 ? one : many}`;

/**
 * The product grid's edit mode: the page's products as a spreadsheet (GridEditTable) of the chosen
 * columns, edited in place; "Save N changes" sends every changed cell in one bulk call, recorded as one
 * bulk run that the toast's Undo reverts. A product someone else changed since the grid loaded it is
 * flagged and keeps its changes unsaved until Reload; the others are saved.
 */
export function ProductGridEdit({
  rows,
  spec,
  totalRecords,
  params,
}: {
  rows: EditRow[];
  spec: EditColumnsSpec;
  totalRecords: number;
  params: GridParams;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const columns = useMemo(() => editColumns(spec), [spec]);
  const [state, setState] = useState<SheetState>(initialSheet);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const update = useCallback((change: (s: SheetState) => SheetState) => setState(change), []);
  const changed = changedCells(state);
  const refused = refusedCells(state);
  useUnsavedChangesGuard(changed > 0);

  const reload = useCallback(
    (productId: string) => {
      setState((s) => discardRow(s, productId));
      router.refresh();
    },
    [router],
  );

  async function undo(runId: string) {
    const id = toast.loading('Undoing the save…');
    const result = await undoQuickAction(runId);
    if (!result.ok) return void toast.error('Not undone', { id, description: result.message });
    router.refresh();
    const { restoredProducts, skipped } = result.data;
    toast.success(`Undone: ${plural(restoredProducts, 'product')} restored`, {
      id,
      description: skipped.count ? `${plural(skipped.count, 'product')} changed again since were left as they are.` : undefined,
    });
  }

  async function save() {
    if (changed === 0 || refused > 0 || saving) return;
    // A flagged product keeps its changes unsaved until Reload: sent again, it would only be refused again.
    const items = saveItems(state, rows).filter((i) => !state.conflicts.has(i.productId));
    if (items.length === 0) return void toast.error('Nothing to save', { description: 'Reload the flagged products, then edit them again.' });
    setSaving(true);
    const id = toast.loading(`Saving ${plural(items.reduce((x, i) => x + i.data.length, 0), 'change')}…`);
    const result = await saveGridChangesAction(items);
    setSaving(false);
    if (!result.ok) {
      // Refusals named by cell ("3.data.1.fieldValue") go on their cells; a version on its product.
      const cells: { productId: string; fieldCode: string; message: string }[] = [];
      const stale: string[] = [];
      for (const [path, message] of Object.entries(result.fieldErrors)) {
        const m = /^(\d+)\.(?:data\.(\d+)\.field(?:Value|Code)|(version))$/.exec(path);
        const item = m ? items[Number(m[1])] : undefined;
        if (!item) continue;
        if (m![3]) stale.push(item.productId);
        else cells.push({ productId: item.productId, fieldCode: item.data[Number(m![2])].fieldCode, message });
      }
      setState((s) => afterSave(withServerErrors(s, cells), [], stale));
      return void toast.error('Nothing was saved', {
        id,
        description: cells.length ? `${plural(cells.length, 'cell')} refused: ${result.message}` : result.message,
      });
    }
    const { runId, conflicts } = result.data;
    const saved = items.filter((i) => !conflicts.includes(i.productId));
    const savedCells = saved.reduce((x, i) => x + i.data.length, 0);
    setState((s) => afterSave(s, saved.map((i) => i.productId), conflicts));
    toast.success(saved.length ? `Saved ${plural(savedCells, 'change')} to ${plural(saved.length, 'product')}` : 'Nothing was saved', {
      id,
      duration: UNDO_MS,
      description: conflicts.length
        ? `${plural(conflicts.length, 'product')} changed by someone else since the grid loaded ${conflicts.length === 1 ? 'it was' : 'them were'} not saved; ${conflicts.length === 1 ? 'it is' : 'they are'} flagged in the grid.`
        : undefined,
      action: runId ? { label: 'Undo', onClick: () => void undo(runId) } : undefined,
    });
    router.refresh();
  }

  const firstRefused = () => {
    for (const [r, row] of rows.entries()) {
      const cells = state.errors.get(row.productId);
      if (!cells) continue;
      const col = columns.findIndex((c) => cells.has(c.fieldCode));
      if (col >= 0) return setState((s) => ({ ...s, selection: { active: { row: r, col }, anchor: { row: r, col } }, editing: null }));
    }
  };

  const changedProducts = state.drafts.size;
  const leave = gridHref(pathname, searchParams, { [EDIT_PARAM]: null, [FIELDS_PARAM]: null, page: params.page > 1 ? params.page : null });
  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label="Grid editing" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" aria-live="polite" className="text-slate-700" data-testid="edit-status">
            {changed ? `${plural(changed, 'change')} in ${plural(changedProducts, 'product')}` : 'No changes yet'}
            {refused > 0 && <span className="text-red-700"> · {plural(refused, 'cell')} refused</span>}
          </p>
          <Button variant="primary" pending={saving} disabled={changed === 0 || refused > 0} onClick={() => void save()} aria-keyshortcuts="Control+S">
            {changed ? `Save ${plural(changed, 'change')}` : 'Save changes'}
          </Button>
          <ConfirmDialog
            trigger={<Button disabled={changed === 0 && state.conflicts.size === 0}>Discard changes</Button>}
            title={`Discard ${plural(changed, 'change')}?`}
            description="Every changed cell goes back to the value the grid loaded; nothing is saved."
            confirmLabel="Discard changes"
            destructive
            onConfirm={() => {
              setState(discardAll);
              router.refresh();
            }}
          />
          {refused > 0 && (
            <Button variant="ghost" onClick={firstRefused}>
              Show the first refused cell
            </Button>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <EditColumnChooser spec={spec} locked={changed > 0} />
          <Link href={leave} className={buttonClass('secondary', 'md')}>
            Leave edit mode
          </Link>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        Arrows, Tab and Enter move; type or press Enter to edit, Escape to cancel; Shift extends a range; paste a block
        from a spreadsheet, or one value into a selected range to fill it; Ctrl+D fills down; Delete clears.
        {announcement && <span className="ml-1 font-medium text-slate-800" role="status">{announcement}</span>}
      </p>
      {state.conflicts.size > 0 && (
        <Alert
          tone="warning"
          title={`${plural(state.conflicts.size, 'product')} changed by someone else since the grid loaded ${state.conflicts.size === 1 ? 'it' : 'them'}`}
          actions={
            <Button
              size="sm"
              onClick={() => {
                for (const id of state.conflicts) setState((s) => discardRow(s, id));
                router.refresh();
              }}
            >
              Reload {state.conflicts.size === 1 ? 'it' : 'them'}
            </Button>
          }
        >
          <p>Their changes in the grid were not saved, so nothing of the other person&apos;s was overwritten. Reload to see the current values, then edit again.</p>
        </Alert>
      )}
      <GridEditTable
        caption="Products (editing)"
        rows={rows}
        columns={columns}
        state={state}
        update={update}
        onReload={reload}
        onSave={() => void save()}
        announce={setAnnouncement}
      />
      <Pagination page={params.page} pageSize={params.pageSize} totalRecords={totalRecords} pageSizes={PRODUCT_PAGE_SIZES} itemLabel="products" />
    </div>
  );
}
