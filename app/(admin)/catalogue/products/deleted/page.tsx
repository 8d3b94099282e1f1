import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { listDeletedProducts } from '@/lib/api/product-lifecycle';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { SectionTable } from '@/components/ui/section-table';
import { RestoreButton } from './restore-button';

export const metadata: Metadata = { title: 'Deleted products' };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Products deleted in the last 30 days, newest first, each restorable until it is purged. */
export default async function DeletedProductsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('products');
  const grid = parseGridParams(await searchParams, { sortable: [] });
  const { result, totalRecords } = await listDeletedProducts({ page: grid.page, pageSize: grid.pageSize });
  const canWrite = can(staff.role, 'products', 'write');
  return (
    <>
      <PageHeader
        title="Deleted products"
        description="Restorable for 30 days after the delete; then purged."
        breadcrumbs={[...crumbsFor('/catalogue/products'), { label: 'Deleted products' }]}
        actions={
          <Link href="/catalogue/products" className="text-sm text-accent-700 underline">
            Back to products
          </Link>
        }
      />
      <Card>
        <CardBody>
          {result.length === 0 ? (
            <EmptyState title="No deleted products" description="Products deleted in the last 30 days are listed here." />
          ) : (
            <SectionTable
              caption="Deleted products"
              rows={result}
              rowKey={(r) => r.productId}
              columns={[
                { header: 'Stock code', cell: (r) => r.stockCode },
                { header: 'Name', cell: (r) => r.name },
                { header: 'Deleted', cell: (r) => `${when.format(new Date(r.deletedAt))} UTC by ${r.deletedBy || 'unknown'}` },
                { header: 'Restorable until', cell: (r) => when.format(new Date(r.purgeAfter)) },
                { header: 'Actions', cell: (r) => (canWrite ? <RestoreButton id={r.productId} name={r.name} /> : '') },
              ]}
            />
          )}
        </CardBody>
      </Card>
      <Pagination page={grid.page} pageSize={grid.pageSize} totalRecords={totalRecords} itemLabel="products" />
    </>
  );
}
