'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { AdvancedSearchBody, ProductSearchItem } from '@/lib/api/schemas/product-search';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { SelectionLifecycle } from './selection-lifecycle';
import { BULK_UPDATE_FROM_GRID_HREF, storeBulkSelection } from '@/lib/products/bulk-selection';
import { gridHref, toURLSearchParams, type GridParams } from '@/lib/url-state/grid-params';
import {
  clearFiltersHref,
  COLUMNS_PARAM,
  columnsParam,
  filterKey,
  PRODUCT_COLUMNS,
  PRODUCT_PAGE_SIZES,
  type ProductColumnId,
} from './grid-model';
import { useGridSelection } from './grid-storage';

const STATUS_TONES: Record<number, BadgeTone> = { 1: 'neutral', 2: 'success', 3: 'warning', 4: 'danger' };

const money = (value: number, p: ProductSearchItem) =>
  `${p.currencySymbol}${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }) : '—';

const CELLS: Record<ProductColumnId, (p: ProductSearchItem) => React.ReactNode> = {
  name: (p) => (
    <Link href={`/catalogue/products/${p.productId}`} className="font-medium text-slate-900 hover:underline">
      {p.name}
    </Link>
  ),
  stockCode: (p) => <span className="font-mono text-xs">{p.stockCode}</span>,
  sku: (p) => <span className="font-mono text-xs">{p.sku}</span>,
  categoryName: (p) => p.categoryName,
  brandName: (p) => p.brandName,
  status: (p) => <Badge tone={STATUS_TONES[p.status] ?? 'neutral'}>{productStatusName(p.status)}</Badge>,
  sellPrice: (p) => <span className="tabular-nums">{money(p.sellPrice, p)}</span>,
  costPrice: (p) => <span className="tabular-nums">{money(p.costPrice, p)}</span>,
  inventory: (p) => (
    <span className={p.inventory > 0 ? 'tabular-nums' : 'text-amber-700 tabular-nums'}>
      {p.inventory.toLocaleString('en-GB')}
    </span>
  ),
  published: (p) => date(p.published),
  lastUpdated: (p) => date(p.lastUpdated),
};

const ALL_COLUMNS: ColumnDef<ProductSearchItem>[] = PRODUCT_COLUMNS.map((c) => ({
  id: c.id,
  header: c.label,
  enableSorting: c.sortable,
  cell: ({ row }) => CELLS[c.id](row.original),
}));

/**
 * The product search grid: one server-fetched page of the products matching the URL's filters, with
 * sorting, paging, column choice, a selection kept across pages ("select all N matching" too), the
 * hand-over of the selection to the bulk-update wizard, and the CSV export of every match.
 */
export function ProductGrid({
  rows,
  totalRecords,
  params,
  filters,
  columns,
  canBulkUpdate,
  canWrite = false,
}: {
  rows: ProductSearchItem[];
  totalRecords: number;
  params: GridParams;
  filters: AdvancedSearchBody;
  columns: ProductColumnId[];
  canBulkUpdate: boolean;
  /** Archive and delete the listed selection (catalogue and admin roles). */
  canWrite?: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [selection, setSelection] = useGridSelection();
  const currentFilters = filterKey(searchParams);
  const allMatching = selection.kind === 'all' && selection.filterKey === currentFilters;
  const selectedIds = allMatching ? rows.map((r) => r.productId) : selection.kind === 'ids' ? selection.ids : [];
  const selectedCount = allMatching ? totalRecords : selectedIds.length;

  const visible = ALL_COLUMNS.filter((c) => columns.includes(c.id as ProductColumnId));
  const exportQuery = toURLSearchParams(searchParams);
  for (const k of ['page', 'pageSize', COLUMNS_PARAM]) exportQuery.delete(k);

  const showColumns = (next: ProductColumnId[]) => {
    router.replace(
      gridHref(pathname, searchParams, { [COLUMNS_PARAM]: columnsParam(next), page: params.page > 1 ? params.page : null }),
      { scroll: false },
    );
  };

  const openBulkUpdate = () => {
    if (allMatching) storeBulkSelection({ kind: 'filters', filters, total: totalRecords });
    else storeBulkSelection({ kind: 'ids', productIds: selectedIds });
    router.push(BULK_UPDATE_FROM_GRID_HREF);
  };

  return (
    <div className="space-y-3">
      <div
        role="toolbar"
        aria-label="Product selection"
        className="flex flex-wrap items-center justify-between gap-2 text-sm"
      >
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
          {canWrite && !allMatching && (
            <SelectionLifecycle selected={rows.filter((r) => selectedIds.includes(r.productId))} onDone={() => setSelection(null)} />
          )}
          {canBulkUpdate && (
            <Button variant="primary" disabled={selectedCount === 0} onClick={openBulkUpdate}>
              Bulk update{selectedCount > 0 ? ` (${selectedCount.toLocaleString('en-GB')})` : ''}
            </Button>
          )}
        </div>
      </div>
      <DataTable
        caption="Products"
        columns={visible}
        data={rows}
        getRowId={(r) => r.productId}
        totalRecords={totalRecords}
        params={params}
        pageSizes={PRODUCT_PAGE_SIZES}
        itemLabel="products"
        selection={{ selectedIds, onChange: (ids) => setSelection({ kind: 'ids', ids }) }}
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
