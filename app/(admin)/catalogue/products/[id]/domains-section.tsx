import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { formatDateTime, yesNo } from './detail-list';
import { SectionTable } from '@/components/ui/section-table';

/** The storefronts (domains) the product is sold on and how it behaves on each. */
export function DomainsSection({ domains }: { domains: ProductDetail['domains'] }) {
  return (
    <Card aria-labelledby="domains-title">
      <CardHeader id="domains-title" title="Domains" description="The storefronts this product is listed on." />
      <CardBody>
        {domains.length === 0 ? (
          <EmptyState title="No domains" description="This product is listed on no storefront." />
        ) : (
          <SectionTable
            caption="Domains"
            rows={domains}
            rowKey={(d) => d.recordId}
            columns={[
              { header: 'Domain', cell: (d) => d.domainName },
              { header: 'Active', cell: (d) => yesNo(d.isActive) },
              { header: 'Visible', cell: (d) => yesNo(d.isVisible) },
              { header: 'Sell without stock', cell: (d) => yesNo(d.sellWithoutInventory) },
              { header: 'Availability', cell: (d) => d.availabilityText },
              { header: 'Launch', cell: (d) => formatDateTime(d.launchDate) },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
