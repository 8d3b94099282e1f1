import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { historyTab } from '@/components/history/history-tab';
import { RecordTabs } from '@/components/history/record-tabs';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { getProductFamily } from '@/lib/api/product-families';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ProductFamilyForm } from './product-family-form';

export const metadata: Metadata = { title: 'Product family' };

async function loadFamily(id: string) {
  if (!/^\d{1,10}$/.test(id)) notFound();
  try {
    return await getProductFamily(Number(id));
  } catch (e) {
    if (e instanceof ApiError && (e.isNotFound || e.status === 400)) notFound();
    throw e;
  }
}

export default async function ProductFamilyPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const staff = await requireRole('productFamilies');
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const family = await loadFamily(id);
  const history = await historyTab('product_family', family.id);
  return (
    <>
      <PageHeader
        title={family.name}
        description={`Product family ${family.id} · code ${family.code}`}
        breadcrumbs={[...crumbsFor('/catalogue/product-families'), { label: family.name }]}
      />
      <RecordTabs
        label="Product family sections"
        initial={typeof tab === 'string' ? tab : undefined}
        tabs={[
          {
            value: 'details',
            label: 'Details',
            content: (
              // Keyed by the stored values: after a save the form starts again from what is stored.
              <ProductFamilyForm
                key={`${family.name}\u0000${family.code}`}
                family={family}
                canWrite={can(staff.role, 'productFamilies', 'write')}
              />
            ),
          },
          history,
        ]}
      />
    </>
  );
}
