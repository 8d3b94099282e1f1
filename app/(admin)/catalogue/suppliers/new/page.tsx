import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { requireRole } from '@/lib/auth/session';
import { SupplierForm } from '../supplier-form';

export const metadata: Metadata = { title: 'New supplier' };

export default async function NewSupplierPage() {
  await requireRole('suppliers', 'write');
  return (
    <>
      <PageHeader
        title="New supplier"
        description="Code and name are required; the rest can be filled in later."
        breadcrumbs={[...crumbsFor('/catalogue/suppliers'), { label: 'New supplier' }]}
      />
      <SupplierForm canWrite />
    </>
  );
}
