import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { buttonClass } from '@/components/ui/button';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { PageHeader } from '@/components/ui/page-header';
import { listCompanies } from '@/lib/api/b2b';
import { listAllQuotations } from '@/lib/api/b2b-quotes';
import { unlessUnavailable } from '@/lib/api/optional';
import { quotationListQuerySchema, type QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { QuotationFilters } from './quotation-filters';
import { QuotationTable } from './quotation-table';

export const metadata: Metadata = { title: 'Quotations' };

/** The filters of the URL that parse; an invalid one (a hand-edited URL) is dropped, not an error page. */
function filtersOf(params: SearchParamsInput) {
  const raw = {
    companyId: firstParam(params, 'company') || undefined,
    status: firstParam(params, 'status') || undefined,
    search: firstParam(params, 'q') || undefined,
    from: firstParam(params, 'from') || undefined,
    to: firstParam(params, 'to') || undefined,
  };
  const shape = quotationListQuerySchema.shape;
  const keep = <K extends keyof typeof raw>(k: K) => (raw[k] !== undefined && shape[k].safeParse(raw[k]).success ? raw[k] : undefined);
  return {
    companyId: keep('companyId'),
    status: keep('status') as QuotationStatus | undefined,
    search: keep('search'),
    from: keep('from'),
    to: keep('to'),
  };
}

export default async function QuotationsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('quotations');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: ['created'] as const, defaultSort: 'created', pageSizes: [20, 50, 100] });
  const filters = filtersOf(params);
  const [page, companies] = await Promise.all([
    listAllQuotations({ ...filters, page: grid.page, pageSize: grid.pageSize }),
    unlessUnavailable(listCompanies(), 'companies'),
  ]);
  const canWrite = can(staff.role, 'quotations', 'write');
  const newHref = filters.companyId ? `/b2b/quotations/new?company=${filters.companyId}` : '/b2b/quotations/new';
  const company = companies?.find((c) => c.id === filters.companyId);
  return (
    <>
      <PageHeader
        title="Quotations"
        description="Quotations of every trade company, newest first."
        breadcrumbs={crumbsFor('/b2b/quotations')}
        actions={
          canWrite && (
            <Link href={newHref} className={buttonClass('primary')}>
              New quotation
            </Link>
          )
        }
      />
      <div className="space-y-4">
        <FilterSheet title="Filter quotations" active={Object.values(filters).filter(Boolean).length}>
          <QuotationFilters companies={companies ?? []} values={filters} />
        </FilterSheet>
        <QuotationTable
          rows={page.results}
          totalRecords={page.total}
          params={grid}
          emptyTitle={company ? `${company.name} has no quotations yet` : 'No quotations match'}
          newHref={canWrite ? newHref : null}
        />
      </div>
    </>
  );
}
