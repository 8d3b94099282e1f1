import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { findCompanies } from '@/lib/api/b2b';
import { labelReferences } from '@/lib/api/labels';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CompanyTable } from './company-table';

export const metadata: Metadata = { title: 'Companies' };

export default async function CompaniesPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('companies');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const q = (firstParam(params, 'q') ?? '').trim().slice(0, 100);
  const [{ items, total }, references] = await Promise.all([
    findCompanies({ search: q || undefined, page: grid.page, pageSize: grid.pageSize }),
    labelReferences('company'),
  ]);

  return (
    <>
      <PageHeader
        title="Companies"
        description="Trade customers: their details, addresses and users."
        breadcrumbs={crumbsFor('/b2b/companies')}
        actions={
          can(staff.role, 'companies', 'write') && (
            <Link href="/b2b/companies/new" className={buttonClass('primary')}>
              Register company
            </Link>
          )
        }
      />
      <div className="space-y-3">
        <form role="search" className="flex max-w-md gap-2">
          <Input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            aria-label="Search companies by name"
            placeholder="Search by name…"
          />
          {grid.pageSize !== 25 && <input type="hidden" name="pageSize" value={grid.pageSize} />}
          <Button type="submit">Search</Button>
        </form>
        <CompanyTable rows={items} totalRecords={total} params={grid} search={q} references={references} />
      </div>
    </>
  );
}
