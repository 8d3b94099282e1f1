'use client';

import type { Control } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import type { OverviewValues, StockRowInfo } from './overview-model';
import { RowInput } from './row-input';

const available = (row: OverviewValues['stock'][number] | undefined) => {
  const n = Number(row?.onHand) - Number(row?.allocated);
  return Number.isFinite(n) ? n.toLocaleString('en-GB') : '—';
};

/** Stock per warehouse: on hand and allocated editable, available (on hand − allocated) as typed. */
export function StockTable({
  rows,
  control,
  disabled,
  values,
}: {
  rows: StockRowInfo[];
  control: Control<OverviewValues>;
  disabled: boolean;
  values: OverviewValues['stock'];
}) {
  const total = values.reduce((sum, r) => sum + (Number(r.onHand) - Number(r.allocated) || 0), 0);
  return (
    <Card aria-labelledby="stock-title">
      <CardHeader id="stock-title" title="Stock" description={`${total.toLocaleString('en-GB')} available over ${rows.length} warehouse(s).`} />
      <CardBody>
        {rows.length === 0 ? (
          <EmptyState title="No stock records" description="This product is stocked in no warehouse." />
        ) : (
          <SectionTable
            caption="Stock per warehouse"
            rows={rows.map((info, i) => ({ ...info, i }))}
            rowKey={(w) => w.warehouseId}
            columns={[
              { header: 'Warehouse', cell: (w) => w.name },
              {
                header: 'On hand',
                numeric: true,
                cell: (w) => <RowInput control={control} name={`stock.${w.i}.onHand`} label={`${w.name} on hand`} disabled={disabled} inputMode="numeric" />,
              },
              {
                header: 'Allocated',
                numeric: true,
                cell: (w) => <RowInput control={control} name={`stock.${w.i}.allocated`} label={`${w.name} allocated`} disabled={disabled} inputMode="numeric" />,
              },
              { header: 'Available', numeric: true, cell: (w) => <output aria-label={`${w.name} available`}>{available(values[w.i])}</output> },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
