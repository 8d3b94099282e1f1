import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ImportWizard } from './import-wizard';

export const metadata: Metadata = { title: 'Import products' };

/** Import a supplier's CSV or XLSX: upload, map the columns to attributes, dry run, run, report. */
export default async function ImportPage() {
  const staff = await requireRole('products');
  const metas = await listAttributeMeta();
  const fields = metas
    .filter((m) => m.fieldCode !== 'Collections')
    .map((m) => ({ code: m.fieldCode, label: m.fieldName, required: m.isRequired }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <PageHeader
        title="Import products"
        description="Create or update products from a supplier's CSV or Excel file, matched by stock code."
        breadcrumbs={crumbsFor('/catalogue/import')}
      />
      {can(staff.role, 'products', 'write') ? <ImportWizard fields={fields} /> : <Alert>Your role may read products but not import them.</Alert>}
    </>
  );
}
