import type { ReactNode } from 'react';

/** A two-column list of labelled values; an empty value reads "—" so a blank is visibly blank. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,12rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value === '' || value == null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A date-time of the service as staff read it (UK style, the browser's zone is not known on the server). */
export function formatDateTime(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}

/** A price of the service (a decimal amount) in its currency; formatting is the only arithmetic. No price is "No price", never 0.00. */
export function formatMoney(amount: number | null, currencyCode: string): string {
  if (amount === null) return 'No price';
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode || 'GBP' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currencyCode}`;
  }
}
