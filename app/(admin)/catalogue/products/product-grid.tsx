'use client';

import Link from 'next/link';
import { useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ComboOption } from '@/components/products/grid-combobox';
import { GridTable, type GridColumn, type GridTableRow } from '@/components/products/grid-table';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { SelectOption } from '@/components/ui/select';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import { BULK_UPDATE_FROM_GRID_HREF, storeBulkSelection } from '@/lib/products/bulk-selection';
import { gridHref, toURLSearchParams, type GridParams } from '@/lib/url-state/grid-params';
import {
  clearFiltersHref,
  COLUMNS_PARAM,
  columnsParam,
  EDIT_PARAM,
  filterKey,
  PRODUCT_COLUMNS,
  PRODUCT_PAGE_SIZES,
  VARIANTS_PARAM,
  type GridSearchBody,
  type ProductColumnId,
} from './grid-model';
import { useGridNavigation } from './grid-navigation';
import { useGridSelection } from './grid-storage';
import { PRODUCT_CELLS, ProductNameCell } from './product-cells';
import { QuickActionMenu } from './quick-action-menu';
import { variantsOfAction } from './quick-actions';
import { SelectionLifecycle } from './selection-lifecycle';

/** A master's variants once expanded: the rows, or why they could not be shown. */
type Expansion = { state: 'loading' } | { state: 'shown'; rows: ProductSearchItem[] } | { state: 'failed'; message: string };

/**
 * The product search grid: one server-fetched, server-sorted page of the products matching the
 * URL's filters (variants grouped under their master), virtualised rows, column choice, a selection
 * kept across pages ("select all N matching" too), quick actions and lifecycle actions on it, the
 * hand-over to the bulk-update wizard, and the CSV export of every match.
 */
export function ProductGrid({
  rows,
  totalRecords,
  params,
  searchBody,
  grouped,
  columns,
  canBulkUpdate,
  canWrite = false,
  brands,
  collections,
}: {
  rows: ProductSearchItem[];
  totalRecords: number;
  params: GridParams;
  /** What the page searched for: "all N matching" means exactly these products. */
  searchBody: GridSearchBody;
  /** Variants are listed under their master rather than as rows of their own. */
  grouped: boolean;
  columns: ProductColumnId[];
  canBulkUpdate: boolean;
  /** Duplicate, restore and delete the listed selection (catalogue and admin roles). */
  canWrite?: boolean;
  brands: ComboOption[];
  collections: SelectOption[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { navigate } = useGridNavigation();
  const [selection, setSelection] = useGridSelection();
  const [expanded, setExpanded] = useState<Record<string, Expansion>>({});
  const currentFilters = filterKey(searchParams);
  const allMatching = selection.kind === 'all' && selection.filterKey === currentFilters;

  const tableRows: GridTableRow<ProductSearchItem>[] = rows.flatMap((p) => {
    const out: GridTableRow<ProductSearchItem>[] = [{ kind: 'item', id: p.productId, item: p, depth: 0 }];
    const open = grouped ? expanded[p.productId] : undefined;
    if (open?.state === 'loading') out.push({ kind: 'note', id: `${p.productId}:note`, text: 'Loading variants…' });
    if (open?.state === 'failed') out.push({ kind: 'note', id: `${p.productId}:note`, text: `Variants not shown: ${open.message}` });
    if (open?.state === 'shown')
      for (const v of open.rows) out.push({ kind: 'item', id: v.productId, item: v, depth: 1 });
    return out;
  });
  const listed = tableRows.flatMap((r) => (r.kind === 'item' ? [r.item] : []));
  const listedIds = listed.map((p) => p.productId);
  const ticked = selection.kind === 'ids' ? selection.ids : [];
  const selectedCount = allMatching ? totalRecords : ticked.length;
  const isSelected = (id: string) => allMatching || ticked.includes(id);

  const toggleVariants = async (master: ProductSearchItem) => {
    if (expanded[master.productId]) {
      setExpanded(({ [master.productId]: _, ...rest }) => rest);
      return;
    }
    setExpanded((e) => ({ ...e, [master.productId]: { state: 'loading' } }));
    const result = await variantsOfAction(master.productId);
    setExpanded((e) => ({
      ...e,
      [master.productId]: result.ok ? { state: 'shown', rows: result.data } : { state: 'failed', message: result.message },
    }));
  };

  const visible: GridColumn<ProductSearchItem>[] = PRODUCT_COLUMNS.filter((c) => columns.includes(c.id)).map((c) => ({
    id: c.id,
    label: c.label,
    sortable: c.sortable,
    cell:
      c.id === 'name'
        ? (p, depth) => (
            <ProductNameCell
              product={p}
              depth={depth}
              expanded={grouped && depth === 0 && p.variantCount > 0 ? Boolean(expanded[p.productId]) : null}
              onToggle={() => void toggleVariants(p)}
            />
          )
        : PRODUCT_CELLS[c.id],
  }));

  const exportQuery = toURLSearchParams(searchParams);
  for (const k of ['page', 'pageSize', COLUMNS_PARAM]) exportQuery.delete(k);

  const showColumns = (next: ProductColumnId[]) => {
    router.replace(
      gridHref(pathname, searchParams, { [COLUMNS_PARAM]: columnsParam(next), page: params.page > 1 ? params.page : null }),
      { scroll: false },
    );
  };

  const openBulkUpdate = () => {
    if (allMatching) storeBulkSelection({ kind: 'filters', filters: searchBody, total: totalRecords });
    else storeBulkSelection({ kind: 'ids', productIds: ticked });
    router.push(BULK_UPDATE_FROM_GRID_HREF);
  };

  const toggle = (id: string, on: boolean) => {
    // Unticking one row of "all matching" leaves the other rows of this page ticked.
    const base = allMatching ? listedIds : ticked;
    setSelection({ kind: 'ids', ids: on ? [...new Set([...base, id])] : base.filter((x) => x !== id) });
  };
  const toggleAll = (on: boolean) => {
    const rest = ticked.filter((id) => !listedIds.includes(id));
    setSelection({ kind: 'ids', ids: on ? [...rest, ...listedIds] : rest });
  };

  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label="Product selection" className="space-y-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p role="status" aria-live="polite" className="text-slate-700" data-testid="selection-count">
              {allMatching
                ? `All ${totalRecords.toLocaleString('en-GB')} matching products selected`
                : `${selectedCount.toLocaleString('en-GB')} selected`}
            </p>
            {!allMatching && totalRecords > 0 && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setSelection({ kind: 'all', filterKey: currentFilters, total: totalRecords })}
              >
                Select all {totalRecords.toLocaleString('en-GB')} matching
              </Button>
            )}
            {selectedCount > 0 && (
              <Button size="sm" variant="ghost" onClick={() => setSelection(null)}>
                Clear selection
              </Button>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={gridHref(pathname, searchParams, { [VARIANTS_PARAM]: grouped ? 'rows' : null, page: null })}
              scroll={false}
              className="text-xs text-slate-600 underline hover:text-slate-900"
            >
              {grouped ? 'List variants as rows' : 'Group variants under their master'}
            </Link>
            {canBulkUpdate && (
              <Link
                href={gridHref(pathname, searchParams, { [EDIT_PARAM]: '1', page: params.page > 1 ? params.page : null })}
                scroll={false}
                className={buttonClass('secondary', 'md')}
              >
                Edit in grid
              </Link>
            )}
            <ColumnChooser columns={columns} onChange={showColumns} />
            <a
              href={`${pathname}/export${exportQuery.size ? `?${exportQuery}` : ''}`}
              download
              className={buttonClass('secondary', 'md')}
            >
              Export CSV
            </a>
            <a
              href={`${pathname}/export?${new URLSearchParams([...exportQuery, ['format', 'xlsx']])}`}
              download
              className={buttonClass('secondary', 'md')}
            >
              Export XLSX
            </a>
            {canBulkUpdate && (
              <Button variant="primary" disabled={selectedCount === 0} onClick={openBulkUpdate}>
                Bulk update{selectedCount > 0 ? ` (${selectedCount.toLocaleString('en-GB')})` : ''}
              </Button>
            )}
          </div>
        </div>
        {(canBulkUpdate || canWrite) && (
          <div className="flex flex-wrap items-center gap-2">
            {canBulkUpdate && (
              <QuickActionMenu
                target={
                  allMatching
                    ? { kind: 'filters', filters: searchBody }
                    : ticked.length
                      ? { kind: 'ids', productIds: ticked }
                      : null
                }
                count={selectedCount}
                brands={brands}
                collections={collections}
              />
            )}
            {canWrite && !allMatching && (
              <SelectionLifecycle
                selected={listed.filter((p) => ticked.includes(p.productId))}
                onDone={() => setSelection(null)}
              />
            )}
          </div>
        )}
      </div>
      <GridTable
        caption="Products"
        columns={visible}
        rows={tableRows}
        sort={{ field: params.sort, order: params.order }}
        sortHref={(sort, order) => gridHref(pathname, searchParams, { sort, order })}
        navigate={navigate}
        selection={{
          isSelected,
          onToggle: toggle,
          allOnPage: listedIds.length > 0 && listedIds.every(isSelected),
          onToggleAll: toggleAll,
          labelOf: (p) => `Select ${p.name} (${p.stockCode})`,
        }}
        emptyState={
          <EmptyState
            title="No products match"
            description="Try other words or fewer filters."
            action={
              <Link href={clearFiltersHref(pathname, searchParams)} className={buttonClass('secondary', 'md')}>
                Clear filters
              </Link>
            }
          />
        }
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        totalRecords={totalRecords}
        pageSizes={PRODUCT_PAGE_SIZES}
        // Grouped, the rows are products (variants under their master); listed as they are, both.
        itemLabel={grouped ? 'products' : 'products and variants'}
      />
    </div>
  );
}

function ColumnChooser({
  columns,
  onChange,
}: {
  columns: ProductColumnId[];
  onChange: (columns: ProductColumnId[]) => void;
}) {
  // Ticked at once; the table follows when the URL (the truth) has changed.
  const [shown, setShown] = useState(columns);
  const [fromUrl, setFromUrl] = useState(columns.join(','));
  if (fromUrl !== columns.join(',')) {
    setFromUrl(columns.join(','));
    setShown(columns);
  }
  const [open, setOpen] = useState(false);
  const toggle = (id: ProductColumnId, on: boolean) => {
    const next = on ? [...shown, id] : shown.filter((c) => c !== id);
    setShown(next);
    onChange(next);
  };
  return (
    <details className="relative" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={`${buttonClass('secondary', 'md')} cursor-pointer list-none`}>Columns</summary>
      <fieldset className="absolute right-0 z-20 mt-1 w-48 space-y-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        <legend className="sr-only">Columns shown</legend>
        {PRODUCT_COLUMNS.map((c) => (
          <label key={c.id} className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              className="size-4 accent-accent-600"
              checked={shown.includes(c.id)}
              disabled={'required' in c && c.required}
              onChange={(e) => toggle(c.id, e.target.checked)}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
