import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { QueryProvider } from '@/components/ui/query-provider';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { listImportProfiles } from '@/lib/api/product-import';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ImportWizard } from './import-wizard';

export const metadata: Metadata = { title: 'Import products' };

/** Import a supplier's CSV or XLSX: pick its profile, upload, map the columns, dry run, run, report, undo. */
export default async function ImportPage() {
  const staff = await requireRole('products');
  const writer = can(staff.role, 'products', 'write');
  const [metas, profiles] = writer
    ? await Promise.all([listAttributeMeta(), listImportProfiles()])
    : [[], []];
  // The suppliers a profile may belong to: the Vendor field's options.
  const suppliers = metas.find((m) => m.fieldCode === 'Vendor')?.options ?? [];
  return (
    <>
      <PageHeader
        title="Import products"
        description="Create or update products, their prices and stock from a supplier's CSV or Excel file, matched by stock code."
        breadcrumbs={crumbsFor('/catalogue/import')}
      />
      {writer ? (
        <QueryProvider>
          <ImportWizard profiles={profiles} suppliers={suppliers} />
        </QueryProvider>
      ) : (
        <Alert>Your role may read products but not import them.</Alert>
      )}
    </>
  );
}
