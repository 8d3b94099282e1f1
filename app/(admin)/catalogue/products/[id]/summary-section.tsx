import Link from 'next/link';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { DetailList, formatDateTime, yesNo } from './detail-list';

const PRODUCT_TYPES: Record<number, string> = { 1: 'Product', 2: 'Service', 3: 'Gift card' };

/** What the product is: names, classification, identifiers, flags, sizes, purchasability and audit. */
export function SummarySection({ product }: { product: ProductDetail }) {
  const b = product.basicInfo;
  const d = product.dimensions;
  const p = product.purchasability;
  const ship = product.shippingInfo;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card aria-labelledby="summary-basic">
        <CardHeader id="summary-basic" title="Basic information" />
        <CardBody>
          <DetailList
            items={[
              ['Name', b.name],
              ['Stock code', b.stockCode],
              ['Status', productStatusName(b.status)],
              ['Product type', PRODUCT_TYPES[b.productType] ?? String(b.productType)],
              ['Brand', b.brand?.value ?? ''],
              ['Sub-brand', b.subbrand?.value ?? ''],
              [
                'Default category',
                b.defaultCategory ? (
                  <Link className="text-accent-700 hover:underline" href={`/catalogue/categories/${b.defaultCategory.key}`}>
                    {b.defaultCategory.value}
                  </Link>
                ) : (
                  ''
                ),
              ],
              ['Categories', b.categories.map((c) => c.value).join(', ')],
              ['Colour', [b.colorName, b.colorCode].filter(Boolean).join(' · ')],
              ['Country of origin', b.originCountry],
              ['Tariff code', b.tariffCode],
              ['Keywords', b.keywords],
              ['Short description', b.shortDescription],
            ]}
          />
          {b.description && (
            <div className="mt-4">
              <h3 className="text-xs font-medium text-slate-500">Description (HTML)</h3>
              <p className="mt-1 max-h-40 overflow-y-auto rounded bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap text-slate-700">
                {b.description}
              </p>
            </div>
          )}
        </CardBody>
      </Card>
      <div className="space-y-5">
        <Card aria-labelledby="summary-identifiers">
          <CardHeader id="summary-identifiers" title="Identifiers and flags" />
          <CardBody>
            <DetailList
              items={[
                ['SKU', product.identifiers.sku],
                ['Barcode', product.identifiers.barcode],
                ['MPN', product.identifiers.mpn],
                ['UPC / EAN', product.identifiers.upcean],
                ['Active', yesNo(product.flags.isActive)],
                ['Visible', yesNo(product.flags.isVisible)],
                ['Sell without inventory', yesNo(product.flags.sellWithoutInventory)],
                ['Has variants', yesNo(b.hasVariant)],
              ]}
            />
          </CardBody>
        </Card>
        <Card aria-labelledby="summary-shipping">
          <CardHeader id="summary-shipping" title="Dimensions, shipping and purchasing" />
          <CardBody>
            <DetailList
              items={[
                ['Weight', d.weight.value ? `${d.weight.value} ${d.weight.key}` : ''],
                [
                  'Size (L × W × H)',
                  d.length.value || d.width.value || d.height.value
                    ? `${d.length.value} × ${d.width.value} × ${d.height.value} ${d.length.key}`
                    : '',
                ],
                ['Delivery note', ship.deliveryNote],
                ['Free shipping', yesNo(ship.isFreeShipping)],
                ['Minimum purchase quantity', String(p.minPurchaseQty)],
                ['Maximum purchase quantity', p.maxPurchaseQty === 0 ? 'No limit' : String(p.maxPurchaseQty)],
                ['Pre-order', p.preorder.enabled ? `From ${formatDateTime(p.preorder.launchDate)}` : 'No'],
              ]}
            />
          </CardBody>
        </Card>
        <Card aria-labelledby="summary-audit">
          <CardHeader id="summary-audit" title="History" />
          <CardBody>
            <DetailList
              items={[
                ['Created', formatDateTime(product.audit.created)],
                ['Last changed', formatDateTime(product.audit.lastUpdated)],
                ['Version', String(product.audit.version)],
              ]}
            />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
