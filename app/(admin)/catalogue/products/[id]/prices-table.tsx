'use client';

import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import { Switch } from '@/components/ui/switch';
import { AddRow, RemoveRowButton } from './add-row';
import type { OverviewValues, PriceRowInfo } from './overview-model';
import { RowInput } from './row-input';

/**
 * The product's prices, one row per price list and currency: sell, list and cost price, editable.
 * The sell price is typed with or without tax (the switch); the service works out the other from the
 * list's tax class, so the two never disagree. A list the product has no price in can be added, and
 * a row removed (both on save).
 */
export function PricesTable({
  rows,
  control,
  disabled,
  values,
  addable,
  onAdd,
  onRemove,
}: {
  /** One per row of `values`, in the same order. */
  rows: PriceRowInfo[];
  control: Control<OverviewValues>;
  disabled: boolean;
  values: OverviewValues['prices'];
  /** Price lists the product has no row in yet. */
  addable: { value: string; label: string }[];
  onAdd: (priceListId: string) => void;
  onRemove: (row: number) => void;
}) {
  const [withTax, setWithTax] = useState(true);
  const sell = withTax ? 'sellPrice' : 'sellPriceExcVat';
  const other = withTax ? 'sellPriceExcVat' : 'sellPrice';
  const tax = withTax ? 'incl. tax' : 'excl. tax';
  return (
    <Card aria-labelledby="prices-title">
      <CardHeader
        id="prices-title"
        title="Prices"
        description="Per price list and currency. Amounts with at most two decimals."
        actions={
          rows.length > 0 && <Switch label="Sell prices include tax" checked={withTax} onCheckedChange={setWithTax} />
        }
      />
      <CardBody>
        {rows.length === 0 ? (
          <EmptyState title="No price" description="This product is in no price list yet: the grid and the search show it as No price." />
        ) : (
          <SectionTable
            caption="Prices per price list"
            rows={rows.map((info, i) => ({ ...info, i }))}
            rowKey={(p) => p.priceListId}
            columns={[
              {
                header: 'Price list',
                cell: (p) => (
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className={values[p.i]?.removed ? 'text-slate-400 line-through' : undefined}>{p.name}</span>
                    {p.isDefault && <Badge tone="accent">Default</Badge>}
                    {p.trade && <Badge>Trade</Badge>}
                    {values[p.i]?.removed && <Badge tone="danger">Removed on save</Badge>}
                  </span>
                ),
              },
              { header: 'Currency', cell: (p) => p.currencyCode },
              { header: 'Tax class', cell: (p) => p.taxClass },
              {
                header: `Sell price (${tax})`,
                numeric: true,
                cell: (p) => (
                  <RowInput control={control} name={`prices.${p.i}.${sell}`} label={`${p.name} ${p.currencyCode} sell price ${tax}`} disabled={disabled || values[p.i]?.removed} inputMode="decimal" />
                ),
              },
              {
                header: withTax ? 'Excl. tax' : 'Incl. tax',
                numeric: true,
                // The stored counterpart; after a save it is the service's own figure.
                cell: (p) => <span className="text-slate-500">{values[p.i]?.[other]}</span>,
              },
              {
                header: 'List price',
                numeric: true,
                cell: (p) => (
                  <RowInput control={control} name={`prices.${p.i}.listPrice`} label={`${p.name} ${p.currencyCode} list price`} disabled={disabled || values[p.i]?.removed} inputMode="decimal" />
                ),
              },
              {
                header: 'Cost price',
                numeric: true,
                cell: (p) => (
                  <RowInput control={control} name={`prices.${p.i}.costPrice`} label={`${p.name} ${p.currencyCode} cost price`} disabled={disabled || values[p.i]?.removed} inputMode="decimal" />
                ),
              },
              {
                header: 'Actions',
                cell: (p) =>
                  // The default list's price is the product's price everywhere: the service keeps it.
                  !p.isDefault && (
                    <RemoveRowButton name={`${p.name} ${p.currencyCode} price`} removed={values[p.i]?.removed ?? false} disabled={disabled} onToggle={() => onRemove(p.i)} />
                  ),
              },
            ]}
          />
        )}
        {!disabled && <AddRow label="Price list to add" button="Add price" choices={addable} onAdd={onAdd} />}
      </CardBody>
    </Card>
  );
}
