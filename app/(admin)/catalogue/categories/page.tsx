import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/class-names';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { listCategoryTree } from '@/lib/api/categories';
import { unlessUnavailable } from '@/lib/api/optional';
import { listProductFamilies } from '@/lib/api/product-families';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, pageOf, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CATEGORY_SORTS, flattenCategories, type CategorySort, type FlatCategory } from './category-nodes';
import { CategoryTable } from './category-table';
import { CategoryTreePanel } from './category-tree-panel';

export const metadata: Metadata = { title: 'Categories' };

const SORT_KEYS: Record<CategorySort, (c: FlatCategory) => string | number> = {
  name: (c) => c.name.toLowerCase(),
  code: (c) => c.categoryCode.toLowerCase(),
  level: (c) => c.level,
  products: (c) => c.prodCount,
};

function sortRows(rows: FlatCategory[], sort: CategorySort, order: 'asc' | 'desc') {
  const key = SORT_KEYS[sort];
  const sign = order === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) =>
    key(a) < key(b) ? -sign : key(a) > key(b) ? sign : a.path.localeCompare(b.path),
  );
}

export default async function CategoriesPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('categories');
  const params = await searchParams;
  const view = firstParam(params, 'view') === 'list' ? 'list' : 'tree';
  const [items, families] = await Promise.all([
    listCategoryTree(),
    view === 'tree' ? unlessUnavailable(listProductFamilies(), 'product families') : null,
  ]);
  const canWrite = can(staff.role, 'categories', 'write');

  return (
    <>
      <PageHeader
        title="Categories"
        description="The category tree shoppers browse. Drag or use the keyboard to reorder; open a category to edit its details."
        breadcrumbs={crumbsFor('/catalogue/categories')}
        actions={<ViewSwitch view={view} />}
      />
      {view === 'tree' ? (
        <CategoryTreePanel items={items} families={families} canWrite={canWrite} />
      ) : (
        <CategoryList items={items} params={params} />
      )}
    </>
  );
}

function ViewSwitch({ view }: { view: 'tree' | 'list' }) {
  const link = (target: 'tree' | 'list', label: string) => (
    <Link
      href={target === 'tree' ? '/catalogue/categories' : '/catalogue/categories?view=list'}
      aria-current={view === target ? 'page' : undefined}
      className={cx(
        'rounded px-2.5 py-1 text-xs font-medium',
        view === target ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="View" className="flex rounded-md bg-slate-200/70 p-0.5">
      {link('tree', 'Tree')}
      {link('list', 'List')}
    </nav>
  );
}

/** The list view: the whole tree comes from the service; filtering, sorting and paging happen here, driven by the URL. */
function CategoryList({
  items,
  params,
}: {
  items: Parameters<typeof flattenCategories>[0];
  params: SearchParamsInput;
}) {
  const grid = parseGridParams(params, {
    sortable: CATEGORY_SORTS,
    defaultSort: 'name',
    defaultPageSize: 25,
  });
  const q = (firstParam(params, 'q') ?? '').trim();
  const matching = flattenCategories(items).filter(
    (c) =>
      !q ||
      c.name.toLowerCase().includes(q.toLowerCase()) ||
      c.categoryCode.toLowerCase().includes(q.toLowerCase()),
  );
  const sorted = sortRows(matching, grid.sort ?? 'name', grid.order);
  return (
    <div className="space-y-3">
      <form role="search" className="flex max-w-md gap-2">
        <input type="hidden" name="view" value="list" />
        {grid.sort && <input type="hidden" name="sort" value={grid.sort} />}
        <input type="hidden" name="order" value={grid.order} />
        <Input
          type="search"
          name="q"
          defaultValue={q}
          aria-label="Filter categories by name or code"
          placeholder="Filter by name or code…"
        />
        <Button type="submit">Filter</Button>
      </form>
      <CategoryTable rows={pageOf(sorted, grid)} totalRecords={sorted.length} params={grid} />
    </div>
  );
}
