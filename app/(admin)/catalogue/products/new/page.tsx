import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { listProductFamilies } from '@/lib/api/product-families';
import { productEditChoices } from '@/lib/api/product-lifecycle';
import { requireRole } from '@/lib/auth/session';
import { NewProductForm } from './new-product-form';

export const metadata: Metadata = { title: 'New product' };

/** Fields a new product cannot set through this form (collections are added from the grid). */
const LEFT_OUT = new Set(['Collections']);

export default async function NewProductPage() {
  await requireRole('products', 'write');
  const [metas, families, choices] = await Promise.all([
    listAttributeMeta(),
    listProductFamilies(),
    productEditChoices(),
  ]);
  return (
    <>
      <PageHeader
        title="New product"
        description="Required fields first, then stock and the first image; the stock code is suggested from the name and family."
        breadcrumbs={[...crumbsFor('/catalogue/products'), { label: 'New product' }]}
      />
      <NewProductForm
        metas={metas.filter((m) => !LEFT_OUT.has(m.fieldCode))}
        families={families}
        warehouses={choices.warehouses}
      />
    </>
  );
}
