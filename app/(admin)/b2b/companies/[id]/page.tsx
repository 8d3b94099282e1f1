import type { Metadata } from 'next';
import Link from 'next/link';
import { InviteButton } from './invite-button';
import type { ReactNode } from 'react';
import { addressSummary } from '@/components/b2b/address-values';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { getCompanyChoices, type Choice } from '@/lib/api/b2b';
import { unlessUnavailable } from '@/lib/api/optional';
import type { Address } from '@/lib/api/schemas/address';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { HistorySection } from '@/components/history/history-section';
import { labelReferences } from '@/lib/api/labels';
import { SectionTable } from '@/components/ui/section-table';
import { companyHistory, listCompanyQuotations } from '@/lib/api/b2b-quotes';
import { formatDay, formatMoney } from '../../quotations/money';
import { QuotationStatusBadge } from '../../quotations/quotation-status-badge';
import { loadCompany } from './load-company';

export const metadata: Metadata = { title: 'Company' };

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The master data text of a code, or the code itself when the list is unavailable or lacks it. */
const labelOf = (choices: Choice[] | undefined, value: string) =>
  value ? (choices?.find((c) => c.value === value)?.label ?? value) : '—';

function Details({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500">{term}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function AddressCard({ address }: { address: Address }) {
  const flags = [
    address.isDefault && 'Default',
    address.isDefaultBilling && 'Billing',
    address.isDefaultDelivery && 'Delivery',
    address.isDefaultForSubscription && 'Subscriptions',
  ].filter((f): f is string => Boolean(f));
  const name = [address.title, address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <li
      aria-label={addressSummary(address)}
      className="space-y-1 rounded-md border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap gap-1">
        {flags.map((f) => (
          <Badge key={f} tone="accent">
            {f}
          </Badge>
        ))}
      </div>
      <address className="not-italic text-slate-800">
        {[
          name,
          address.companyName,
          address.address1,
          address.address2,
          address.address3,
          address.city,
          address.state,
          address.postCode,
          address.country,
        ]
          .filter(Boolean)
          .map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
      </address>
      {(address.phoneNo || address.mobileNo) && (
        <p className="text-xs text-slate-500">
          {[address.phoneNo, address.mobileNo].filter(Boolean).join(' · ')}
        </p>
      )}
    </li>
  );
}

export default async function CompanyPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireRole('companies');
  const { id } = await params;
  const canQuote = can(staff.role, 'quotations', 'read');
  const [company, choices, quotations, history, references] = await Promise.all([
    loadCompany(id),
    unlessUnavailable(getCompanyChoices(), 'master data'),
    canQuote ? unlessUnavailable(listCompanyQuotations(id), 'quotations') : null,
    unlessUnavailable(companyHistory(id), 'history'),
    labelReferences('company'),
  ]);
  const canWrite = can(staff.role, 'companies', 'write');

  return (
    <>
      <PageHeader
        title={company.name}
        description={`Registered ${dateTime(company.createdAt)} · last changed ${dateTime(company.updatedAt)}`}
        breadcrumbs={[...crumbsFor('/b2b/companies'), { label: company.name }]}
        actions={
          <>
            {can(staff.role, 'quotations', 'write') && (
              <Link href={`/b2b/quotations/new?company=${company.id}`} className={buttonClass('secondary')}>
                New quotation
              </Link>
            )}
            {canQuote && (
              <Link href="#history" className={buttonClass('secondary')}>
                History
              </Link>
            )}
            {canWrite && (
              <Link href={`/b2b/companies/${company.id}/edit`} className={buttonClass('primary')}>
                Edit company
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <Card aria-labelledby="details-title">
          <CardHeader id="details-title" title="Details" />
          <CardBody>
            <Details
              items={[
                ['Company name', company.name],
                ['Business type', labelOf(choices?.businessTypes, company.businessType)],
                ['Code', company.code],
                ['Registered number', company.registeredNumber],
                ['Credit limit', company.creditLimit ? String(company.creditLimit) : 'None'],
                ['Customer group', company.customerGroupId || 'None'],
                ['Price list', company.priceListId ? labelOf(choices?.priceLists, company.priceListId) : 'Default prices'],
                [
                  'Id',
                  <span key="id" className="font-mono text-xs">
                    {company.id}
                  </span>,
                ],
              ]}
            />
          </CardBody>
        </Card>
        <Card aria-labelledby="addresses-title">
          <CardHeader
            id="addresses-title"
            title="Addresses"
            description={`${company.addresses.length} address${company.addresses.length === 1 ? '' : 'es'}`}
          />
          <CardBody>
            {company.addresses.length === 0 ? (
              <EmptyState title="No addresses" />
            ) : (
              <ul aria-label="Addresses" className="grid gap-3 sm:grid-cols-2">
                {company.addresses.map((a) => (
                  <AddressCard key={a.id} address={a} />
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card aria-labelledby="users-title" className="lg:col-span-2">
          <CardHeader id="users-title" title="Users" description="Passwords are never shown." />
          <CardBody className="overflow-x-auto p-0">
            {company.users.length === 0 ? (
              <EmptyState className="m-4" title="No users" />
            ) : (
              <table className="w-full text-sm">
                <caption className="sr-only">Users of {company.name}</caption>
                <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Name
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Username
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Role
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Telephone
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Newsletter
                    </th>
                    {canWrite && (
                      <th scope="col" className="px-4 py-2">
                        <span className="sr-only">Password</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {company.users.map((u) => (
                    <tr key={u.id} className="border-t border-slate-100">
                      <td className="px-4 py-2">
                        {[u.title, u.firstName, u.lastName].filter(Boolean).join(' ')}{' '}
                        {u.isPrimary && <Badge tone="accent">Primary</Badge>}
                      </td>
                      <td className="px-4 py-2">{u.email}</td>
                      <td className="px-4 py-2">{u.username}</td>
                      <td className="px-4 py-2">{labelOf(choices?.userRoles, u.companyUserRole)}</td>
                      <td className="px-4 py-2">{u.telephone || u.mobile || '—'}</td>
                      <td className="px-4 py-2">{u.newsLetterSubscribed ? 'Yes' : 'No'}</td>
                      {canWrite && (
                        <td className="px-4 py-2 text-right">
                          <InviteButton companyId={company.id} userId={u.id} email={u.email} />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardBody>
        </Card>
        {quotations && (
          <Card aria-labelledby="quotations-title" className="lg:col-span-2">
            <CardHeader id="quotations-title" title="Quotations" description={`${quotations.length} quotation${quotations.length === 1 ? '' : 's'}, newest first`} />
            <CardBody>
              {quotations.length === 0 ? (
                <EmptyState title={`${company.name} has no quotations yet`} />
              ) : (
                <SectionTable
                  caption={`Quotations of ${company.name}`}
                  rows={quotations}
                  rowKey={(q) => q.id}
                  columns={[
                    {
                      header: 'Quotation',
                      cell: (q) => (
                        <Link className="font-medium hover:underline" href={`/b2b/quotations/${q.id}`}>
                          {q.number} · {q.quoteName}
                        </Link>
                      ),
                    },
                    { header: 'Status', cell: (q) => <QuotationStatusBadge status={q.status} /> },
                    { header: 'Lines', cell: (q) => q.lines.length },
                    { header: 'Total', cell: (q) => formatMoney(q.grandTotal, q.currencyCode) },
                    { header: 'Created', cell: (q) => formatDay(q.createdAt) },
                  ]}
                />
              )}
            </CardBody>
          </Card>
        )}
        {history && (
          <div className="lg:col-span-2">
            <HistorySection entries={history.results} totalRecords={history.total} references={references} />
          </div>
        )}
      </div>
    </>
  );
}
