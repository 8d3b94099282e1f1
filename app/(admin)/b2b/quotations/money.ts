/** An amount of a quotation for display, in its currency (formatting happens once, here at the edge). */
export const formatMoney = (amount: number, currencyCode: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyCode || 'GBP' }).format(amount);

export const formatDay = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }) : '—';
