import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { historyTab } from '@/components/history/history-tab';
import { RecordTabs } from '@/components/history/record-tabs';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { getSupplier } from '@/lib/api/suppliers';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { SupplierForm } from '../supplier-form';
import { supplierTypeName } from '../supplier-types';

export const metadata: Metadata = { title: 'Supplier' };

async function loadSupplier(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getSupplier(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function SupplierPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const staff = await requireRole('suppliers');
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const [{ supplier, etag }, history] = await Promise.all([loadSupplier(id), historyTab('supplier', id)]);
  return (
    <>
      <PageHeader
        title={supplier.name}
        meta={
          <>
            <Badge tone={supplier.status ? 'success' : 'neutral'}>
              {supplier.status ? 'Active' : 'Inactive'}
            </Badge>
            {supplier.dropship && <Badge tone="accent">Dropship</Badge>}
          </>
        }
        description={`${supplierTypeName(supplier.type)} · code ${supplier.code}`}
        breadcrumbs={[...crumbsFor('/catalogue/suppliers'), { label: supplier.name }]}
      />
      <RecordTabs
        label="Supplier sections"
        initial={typeof tab === 'string' ? tab : undefined}
        tabs={[
          {
            value: 'details',
            label: 'Details',
            content: (
              // Keyed by version: after a save or a reload the form starts again from what is stored.
              <SupplierForm
                key={etag ?? 'unversioned'}
                supplier={supplier}
                etag={etag}
                canWrite={can(staff.role, 'suppliers', 'write')}
              />
            ),
          },
          history,
        ]}
      />
    </>
  );
}
