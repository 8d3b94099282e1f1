import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { QueryProvider } from '@/components/ui/query-provider';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { requireRole } from '@/lib/auth/session';
import { gridFiltersFromParams } from '@/lib/products/grid-filters';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { BulkUpdateWizard } from './bulk-update-wizard';

export const metadata: Metadata = { title: 'Bulk update' };

/**
 * The bulk-update wizard. Products come from the grid's selection (`?from=grid`, ids or filters in
 * sessionStorage: 100,000 ids do not fit in a URL) or from filter params in the URL, which prefill
 * step 1's own filter form.
 */
export default async function BulkUpdatePage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('bulkUpdate', 'write');
  const params = await searchParams;
  const metas = await listAttributeMeta();
  const fromGrid = firstParam(params, 'from') === 'grid' || firstParam(params, 'selection') === 'session';
  return (
    <>
      <PageHeader
        title="Bulk update"
        description="Set a field on many products at once: choose the products, the change and its value, review, then apply."
        breadcrumbs={crumbsFor('/bulk-update')}
      />
      <QueryProvider>
        <BulkUpdateWizard metas={metas} initialFilters={gridFiltersFromParams(params)} fromGrid={fromGrid} />
      </QueryProvider>
    </>
  );
}
