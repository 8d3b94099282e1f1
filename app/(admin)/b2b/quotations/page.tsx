import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { crumbsFor } from '@/components/shell/navigation';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { getCompany, listCompanies, listQuotations } from '@/lib/api/b2b';
import { ApiError } from '@/lib/api/errors';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CompanyPicker } from './company-picker';
import { QuotationList } from './quotation-list';

export const metadata: Metadata = { title: 'Quotations' };

/** The chosen company and its quotations; an unknown company is the not-found page. */
async function loadCompanyQuotations(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    const [company, quotations] = await Promise.all([getCompany(id), listQuotations(id)]);
    return { company, quotations };
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function QuotationsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('quotations');
  const companyId = firstParam(await searchParams, 'company') || undefined;
  const [companies, selected] = await Promise.all([
    listCompanies(),
    companyId ? loadCompanyQuotations(companyId) : null,
  ]);
  const canWrite = can(staff.role, 'quotations', 'write');
  const newHref = companyId && `/b2b/quotations/new?company=${companyId}`;

  return (
    <>
      <PageHeader
        title="Quotations"
        description="Quotation requests saved for trade companies."
        breadcrumbs={crumbsFor('/b2b/quotations')}
        actions={
          canWrite &&
          newHref && (
            <Link href={newHref} className={buttonClass('primary')}>
              New quotation
            </Link>
          )
        }
      />
      <div className="space-y-4">
        <CompanyPicker companies={companies} selected={companyId} />
        {!selected ? (
          <EmptyState
            title="Choose a company"
            description="Quotations are kept per company: pick one to see its quotations or create one."
          />
        ) : (
          <section aria-labelledby="quotations-title" className="space-y-2">
            <h2 id="quotations-title" className="text-sm font-semibold text-slate-900">
              Quotations of{' '}
              <Link href={`/b2b/companies/${selected.company.id}`} className="hover:underline">
                {selected.company.name}
              </Link>
            </h2>
            {selected.quotations.length === 0 ? (
              <EmptyState
                title={`${selected.company.name} has no quotations yet`}
                description="A quotation names the buyer's purchase order and where to ship and bill."
                action={
                  canWrite &&
                  newHref && (
                    <Link href={newHref} className={buttonClass('primary')}>
                      Create the first quotation
                    </Link>
                  )
                }
              />
            ) : (
              <QuotationList quotations={selected.quotations} companyName={selected.company.name} />
            )}
          </section>
        )}
      </div>
    </>
  );
}
