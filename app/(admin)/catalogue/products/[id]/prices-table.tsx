'use client';

import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import { Switch } from '@/components/ui/switch';
import type { OverviewValues, PriceRowInfo } from './overview-model';
import { RowInput } from './row-input';

/**
 * The product's prices, one row per price list and currency: sell, list and cost price, editable.
 * The sell price is typed with or without tax (the switch); the service works out the other from the
 * list's tax class, so the two never disagree.
 */
export function PricesTable({
  rows,
  control,
  disabled,
  values,
}: {
  rows: PriceRowInfo[];
  control: Control<OverviewValues>;
  disabled: boolean;
  values: OverviewValues['prices'];
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
          <EmptyState title="No prices" description="This product is in no price list yet." />
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
                    {p.name}
                    {p.isDefault && <Badge tone="accent">Default</Badge>}
                    {p.trade && <Badge>Trade</Badge>}
                  </span>
                ),
              },
              { header: 'Currency', cell: (p) => p.currencyCode },
              { header: 'Tax class', cell: (p) => p.taxClass },
              {
                header: `Sell price (${tax})`,
                numeric: true,
                cell: (p) => (
                  <RowInput control={control} name={`prices.${p.i}.${sell}`} label={`${p.name} ${p.currencyCode} sell price ${tax}`} disabled={disabled} inputMode="decimal" />
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
                  <RowInput control={control} name={`prices.${p.i}.listPrice`} label={`${p.name} ${p.currencyCode} list price`} disabled={disabled} inputMode="decimal" />
                ),
              },
              {
                header: 'Cost price',
                numeric: true,
                cell: (p) => (
                  <RowInput control={control} name={`prices.${p.i}.costPrice`} label={`${p.name} ${p.currencyCode} cost price`} disabled={disabled} inputMode="decimal" />
                ),
              },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
