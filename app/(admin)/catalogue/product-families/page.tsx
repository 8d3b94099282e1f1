import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { listProductFamilies } from '@/lib/api/product-families';
import type { ProductFamily } from '@/lib/api/schemas/product-family';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, pageOf, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CreateProductFamilyButton } from './create-product-family-dialog';
import { ProductFamilyTable } from './product-family-table';

export const metadata: Metadata = { title: 'Product families' };

const SORTS = ['name', 'code', 'id'] as const;
const SORT_KEYS: Record<(typeof SORTS)[number], (f: ProductFamily) => string | number> = {
  name: (f) => f.name.toLowerCase(),
  code: (f) => f.code.toLowerCase(),
  id: (f) => f.id,
};

/** The service returns every family at once; filtering, sorting and paging happen here, from the URL. */
export default async function ProductFamiliesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParamsInput>;
}) {
  const staff = await requireRole('productFamilies');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: SORTS, defaultSort: 'name', defaultPageSize: 25 });
  const q = (firstParam(params, 'q') ?? '').trim();
  const families = await listProductFamilies();
  const needle = q.toLowerCase();
  const key = SORT_KEYS[grid.sort ?? 'name'];
  const sign = grid.order === 'asc' ? 1 : -1;
  const matching = families
    .filter((f) => !needle || f.name.toLowerCase().includes(needle) || f.code.toLowerCase().includes(needle))
    .toSorted((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : a.id - b.id));

  return (
    <>
      <PageHeader
        title="Product families"
        description="Families group categories whose products share attributes. Open one to rename it or change its code."
        breadcrumbs={crumbsFor('/catalogue/product-families')}
        actions={can(staff.role, 'productFamilies', 'write') ? <CreateProductFamilyButton /> : undefined}
      />
      <div className="space-y-3">
        <form role="search" className="flex max-w-md gap-2">
          {grid.sort && <input type="hidden" name="sort" value={grid.sort} />}
          <input type="hidden" name="order" value={grid.order} />
          <Input
            type="search"
            name="q"
            defaultValue={q}
            aria-label="Filter product families by name or code"
            placeholder="Filter by name or code…"
          />
          <Button type="submit">Filter</Button>
        </form>
        <ProductFamilyTable
          rows={pageOf(matching, grid)}
          totalRecords={matching.length}
          params={grid}
          filtered={Boolean(q)}
        />
      </div>
    </>
  );
}
