import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { formatDateTime, yesNo } from './detail-list';
import { SectionTable } from '@/components/ui/section-table';

type InventoryItem = ProductDetail['inventory'][number];

/** Stock on hand, allocated and available in each warehouse. */
export function StockSection({ inventory }: { inventory: InventoryItem[] }) {
  const available = inventory.reduce((sum, i) => sum + i.stockOnHand - i.stockAllocated, 0);
  return (
    <Card aria-labelledby="stock-title">
      <CardHeader
        id="stock-title"
        title="Stock"
        description={`${available.toLocaleString('en-GB')} available over ${inventory.length} warehouse(s).`}
      />
      <CardBody>
        {inventory.length === 0 ? (
          <EmptyState title="No stock records" description="This product is stocked in no warehouse." />
        ) : (
          <SectionTable
            caption="Stock per warehouse"
            rows={inventory}
            rowKey={(i) => i.warehouseId}
            columns={[
              { header: 'Warehouse', cell: (i) => i.warehouseName },
              { header: 'On hand', numeric: true, cell: (i) => i.stockOnHand.toLocaleString('en-GB') },
              { header: 'Allocated', numeric: true, cell: (i) => i.stockAllocated.toLocaleString('en-GB') },
              {
                header: 'Available',
                numeric: true,
                cell: (i) => (i.stockOnHand - i.stockAllocated).toLocaleString('en-GB'),
              },
              { header: 'Sell without stock', cell: (i) => yesNo(i.sellWithoutInventory) },
              { header: 'Updated', cell: (i) => formatDateTime(i.lastUpdated) },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
