import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { listSuppliers } from '@/lib/api/suppliers';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { SupplierTable } from './supplier-table';

export const metadata: Metadata = { title: 'Suppliers' };

/** Suppliers by name, searched and paged by the service (URL state: q, page, pageSize). */
export default async function SuppliersPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('suppliers');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const q = (firstParam(params, 'q') ?? '').trim().slice(0, 100);
  const { suppliers, totalRecords } = await listSuppliers({
    page: grid.page,
    pageSize: grid.pageSize,
    search: q || undefined,
  });

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Who supplies the catalogue's products, on what terms. Open a supplier to edit it."
        breadcrumbs={crumbsFor('/catalogue/suppliers')}
        actions={
          can(staff.role, 'suppliers', 'write') ? (
            <Link href="/catalogue/suppliers/new" className={buttonClass('primary')}>
              New supplier
            </Link>
          ) : undefined
        }
      />
      <div className="space-y-3">
        <form role="search" className="flex max-w-md gap-2">
          <Input
            type="search"
            name="q"
            defaultValue={q}
            aria-label="Search suppliers by code, name or email"
            placeholder="Search by code, name or email…"
          />
          <Button type="submit">Search</Button>
        </form>
        <SupplierTable rows={suppliers} totalRecords={totalRecords} params={grid} filtered={Boolean(q)} />
      </div>
    </>
  );
}
