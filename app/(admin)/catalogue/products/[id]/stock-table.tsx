'use client';

import type { Control } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import { AddRow, RemoveRowButton } from './add-row';
import type { OverviewValues, StockRowInfo } from './overview-model';
import { RowInput } from './row-input';

const available = (row: OverviewValues['stock'][number] | undefined) => {
  const n = Number(row?.onHand) - Number(row?.allocated);
  return Number.isFinite(n) ? n.toLocaleString('en-GB') : '—';
};

/**
 * Stock per warehouse: on hand and allocated editable, available (on hand − allocated) as typed. A
 * warehouse the product has no row in can be added, and a row removed (both on save).
 */
export function StockTable({
  rows,
  control,
  disabled,
  values,
  addable,
  onAdd,
  onRemove,
}: {
  /** One per row of `values`, in the same order. */
  rows: StockRowInfo[];
  control: Control<OverviewValues>;
  disabled: boolean;
  values: OverviewValues['stock'];
  /** Warehouses the product has no row in yet. */
  addable: { value: string; label: string }[];
  onAdd: (warehouseId: string) => void;
  onRemove: (row: number) => void;
}) {
  const total = values.reduce((sum, r) => sum + (r.removed ? 0 : Number(r.onHand) - Number(r.allocated) || 0), 0);
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
              {
                header: 'Warehouse',
                cell: (w) =>
                  values[w.i]?.removed ? (
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className="text-slate-400 line-through">{w.name}</span>
                      <Badge tone="danger">Removed on save</Badge>
                    </span>
                  ) : (
                    w.name
                  ),
              },
              {
                header: 'On hand',
                numeric: true,
                cell: (w) => <RowInput control={control} name={`stock.${w.i}.onHand`} label={`${w.name} on hand`} disabled={disabled || values[w.i]?.removed} inputMode="numeric" />,
              },
              {
                header: 'Allocated',
                numeric: true,
                cell: (w) => <RowInput control={control} name={`stock.${w.i}.allocated`} label={`${w.name} allocated`} disabled={disabled || values[w.i]?.removed} inputMode="numeric" />,
              },
              { header: 'Available', numeric: true, cell: (w) => <output aria-label={`${w.name} available`}>{available(values[w.i])}</output> },
              {
                header: 'Actions',
                cell: (w) => (
                  <RemoveRowButton name={`${w.name} stock`} removed={values[w.i]?.removed ?? false} disabled={disabled} onToggle={() => onRemove(w.i)} />
                ),
              },
            ]}
          />
        )}
        {!disabled && <AddRow label="Warehouse to add" button="Add warehouse" choices={addable} onAdd={onAdd} />}
      </CardBody>
    </Card>
  );
}
