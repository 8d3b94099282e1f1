import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductPricing } from '@/lib/api/schemas/product-pricing';
import { formatDateTime, formatMoney } from './detail-list';
import { SectionTable } from '@/components/ui/section-table';

/** The product's price in each price list. */
export function PricingSection({ pricelists }: { pricelists: ProductPricing[] }) {
  return (
    <Card aria-labelledby="pricing-title">
      <CardHeader id="pricing-title" title="Prices" description="The product's price in each price list." />
      <CardBody>
        {pricelists.length === 0 ? (
          <EmptyState title="No prices" description="This product is in no price list yet." />
        ) : (
          <SectionTable
            caption="Prices per price list"
            rows={pricelists}
            rowKey={(p) => p.pricelist.key}
            columns={[
              {
                header: 'Price list',
                cell: (p) => (
                  <span className="flex flex-wrap items-center gap-1.5">
                    {p.pricelist.value}
                    {p.isDefault && <Badge tone="accent">Default</Badge>}
                    {p.wholeSalePriceList && <Badge>Trade</Badge>}
                  </span>
                ),
              },
              { header: 'Currency', cell: (p) => p.currencyCode },
              { header: 'Sell price', numeric: true, cell: (p) => formatMoney(p.sellPrice, p.currencyCode) },
              { header: 'Excl. VAT', numeric: true, cell: (p) => formatMoney(p.sellPriceExcVat, p.currencyCode) },
              { header: 'List price', numeric: true, cell: (p) => formatMoney(p.listPrice, p.currencyCode) },
              { header: 'Cost price', numeric: true, cell: (p) => formatMoney(p.costPrice, p.currencyCode) },
              { header: 'Tax class', cell: (p) => p.taxClass.value },
              { header: 'Updated', cell: (p) => formatDateTime(p.lastUpdated) },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
