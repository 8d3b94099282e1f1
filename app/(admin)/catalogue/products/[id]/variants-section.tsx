import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { formatMoney } from './detail-list';
import { SectionTable } from '@/components/ui/section-table';

/** The variant family: on a master its variants, on a variant its master and siblings. */
export function VariantsSection({ variants }: { variants: ProductDetail['variants'] }) {
  const family = variants.variantProduct;
  return (
    <Card aria-labelledby="variants-title">
      <CardHeader
        id="variants-title"
        title="Variants"
        description={
          family
            ? `Variants of ${family.masterStockCode}, differing by ${family.attributeCodes.join(', ') || '—'}.`
            : undefined
        }
      />
      <CardBody>
        {!family || family.items.length === 0 ? (
          <EmptyState title="No variants" description="This product has no variants." />
        ) : (
          <SectionTable
            caption="Variants"
            rows={family.items}
            rowKey={(v) => v.productId}
            columns={[
              {
                header: 'Stock code',
                cell: (v) =>
                  v.isCurrent ? (
                    <span className="flex items-center gap-1.5">
                      {v.stockCode} <Badge tone="accent">This product</Badge>
                    </span>
                  ) : (
                    <Link className="text-accent-700 hover:underline" href={`/catalogue/products/${v.productId}`}>
                      {v.stockCode}
                    </Link>
                  ),
              },
              { header: 'Name', cell: (v) => v.name },
              { header: 'Options', cell: (v) => v.attributes.map((a) => `${a.key}: ${a.value}`).join(', ') },
              { header: 'Status', cell: (v) => productStatusName(v.status) },
              { header: 'Price', numeric: true, cell: (v) => formatMoney(v.sellPrice, v.currencyCode) },
              { header: 'Available', numeric: true, cell: (v) => v.inventory.toLocaleString('en-GB') },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
