import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { defaultValuesFor } from '@/components/meta-fields';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { getProductDetail, getProductFieldValues } from '@/lib/api/product-detail';
import { productEditChoices } from '@/lib/api/product-lifecycle';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { historyTab } from '@/components/history/history-tab';
import { RecordTabs } from '@/components/history/record-tabs';
import { ProductChannelsCard } from './channels-card';
import { DomainsSection } from './domains-section';
import { CompletenessBadge } from '@/components/products/completeness-badge';
import { LifecycleButtons } from './lifecycle-buttons';
import { MediaSection } from './media-section';
import { ProductOverviewForm } from './overview-form';
import { priceRowsOf, stockRowsOf } from './overview-model';
import { VariantsSection } from './variants-section';
import { TranslationsTab } from '@/components/translations/translations-tab';
import { loadProductTranslationsAction, saveProductTranslationsAction } from './translation-actions';

export const metadata: Metadata = { title: 'Product' };

const IDENTIFIER_CODES = new Set(['StockCode', 'SKU', 'Barcode', 'MPN']);

const STATUS_TONES: Record<number, BadgeTone> = { 1: 'warning', 2: 'success', 3: 'neutral', 4: 'danger' };

async function loadProduct(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getProductDetail(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function ProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const staff = await requireRole('products');
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  // The detail (and its ETag) first: values read after it can only be newer, so a save made on them
  // is refused rather than overwriting a change the page never showed.
  const [{ product, etag }, metas, history, choices] = await Promise.all([
    loadProduct(id),
    listAttributeMeta(),
    historyTab('product', id),
    productEditChoices(),
  ]);
  const values = await getProductFieldValues(
    id,
    metas.map((m) => m.fieldCode),
  );
  // Bulk update may not set the identifiers; this one product's edit may (they stay unique).
  const editable = metas.filter((m) => m.isBulkEditable || IDENTIFIER_CODES.has(m.fieldCode));
  const fields = defaultValuesFor(
    editable,
    values.map((v) => ({ key: v.fieldCode, value: v.fieldValue })),
  );
  const prices = priceRowsOf(product.pricelists);
  const stock = stockRowsOf(product.inventory);
  const b = product.basicInfo;
  const canWrite = can(staff.role, 'products', 'write');

  return (
    <>
      <PageHeader
        title={b.name}
        meta={
          <>
            <Badge tone={STATUS_TONES[b.status] ?? 'neutral'}>{productStatusName(b.status)}</Badge>{' '}
            <CompletenessBadge
              completeness={product.completeness}
              missing={product.missingAttributes}
              fields={metas}
            />
            {prices.info.length === 0 && (
              <>
                {' '}
                <Badge tone="warning">No price</Badge>
              </>
            )}
          </>
        }
        description={[b.stockCode, b.brand?.value, b.defaultCategory?.value].filter(Boolean).join(' · ')}
        breadcrumbs={[...crumbsFor('/catalogue/products'), { label: b.name }]}
        actions={
          canWrite && <LifecycleButtons id={id} name={b.name} stockCode={b.stockCode} status={b.status} />
        }
      />
      <ProductChannelsCard productId={id} canWrite={canWrite} />
      <RecordTabs
        label="Product sections"
        initial={typeof tab === 'string' ? tab : undefined}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            content: (
              <ProductOverviewForm
                id={id}
                etag={etag}
                name={b.name}
                metas={editable}
                initial={{ fields, prices: prices.values, stock: stock.values }}
                prices={prices.info}
                stock={stock.info}
                choices={choices}
                canWrite={canWrite}
              />
            ),
          },
          {
            value: 'media',
            label: `Media (${product.media.files.length + product.media.videos.length})`,
            content: <MediaSection productId={id} media={product.media} canWrite={canWrite} />,
          },
          { value: 'variants', label: 'Variants', content: <VariantsSection variants={product.variants} /> },
          {
            value: 'translations',
            label: 'Translations',
            content: (
              <TranslationsTab
                id={id}
                noun="product"
                canWrite={canWrite}
                load={loadProductTranslationsAction}
                save={saveProductTranslationsAction}
              />
            ),
          },
          {
            value: 'domains',
            label: `Domains (${product.domains.length})`,
            content: <DomainsSection domains={product.domains} />,
          },
          history,
        ]}
      />
    </>
  );
}
