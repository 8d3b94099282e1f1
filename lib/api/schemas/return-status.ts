/**
 * Order, return and return-line statuses (the spec gives the fields but not their values or moves).
 * One table each, read by the service (validation, labels) and by the OpenAPI document.
 */

/** Order status (`status` and `statusLabel` of the order detail for a return). */
export const ORDER_STATUSES = [
  { id: 1, name: 'Placed', description: 'Paid, not yet picked' },
  { id: 2, name: 'Processing', description: 'Being picked and packed' },
  { id: 3, name: 'PartiallyShipped', description: 'Some lines shipped' },
  { id: 4, name: 'Shipped', description: 'Every line shipped' },
  { id: 5, name: 'Delivered', description: 'Delivered to the customer' },
  { id: 6, name: 'Cancelled', description: 'Cancelled before shipping' },
] as const;

/**
 * Return status and its allowed moves. A return starts Requested; moving the return moves its lines
 * that are not Rejected or Cancelled with it.
 */
export const RETURN_STATUSES = [
  { id: 1, name: 'Requested', label: 'Awaiting approval', next: [2, 3, 7], description: 'Created by the customer or support; nothing approved yet' },
  { id: 2, name: 'Approved', label: 'Approved', next: [4, 7], description: 'Return accepted; waiting for the goods' },
  { id: 3, name: 'Rejected', label: 'Rejected', next: [], description: 'Return refused; its quantities become returnable again' },
  { id: 4, name: 'Received', label: 'Received', next: [5, 6], description: 'Goods received at the warehouse (returnQtyRecd set)' },
  { id: 5, name: 'Refunded', label: 'Refunded', next: [6], description: 'Money paid back' },
  { id: 6, name: 'Closed', label: 'Closed', next: [], description: 'Finished (after refund, or received without refund)' },
  { id: 7, name: 'Cancelled', label: 'Cancelled', next: [], description: 'Withdrawn before the goods arrived; its quantities become returnable again' },
] as const;

export type ReturnStatusId = (typeof RETURN_STATUSES)[number]['id'];

/** Statuses whose quantities no longer count as requested (they can be returned again). */
export const RELEASED_RETURN_STATUSES: readonly number[] = [3, 7];

/** Return line status: the return's status per line, `statusCode` being its label. 0 = no return requested. */
export const RETURN_LINE_STATUSES = [
  { id: 0, name: 'None', label: 'Not returned' },
  ...RETURN_STATUSES.map((s) => ({ id: s.id, name: s.name, label: s.label })),
] as const;

export function returnStatus(id: number) {
  return RETURN_STATUSES.find((s) => s.id === id);
}

export function orderStatusName(id: number): string {
  return ORDER_STATUSES.find((s) => s.id === id)?.name ?? 'Unknown';
}

export function returnLineStatusLabel(id: number): string {
  return RETURN_LINE_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown';
}

/** A status given as number, numeric string or name (case-insensitive, spaces ignored). */
export function parseReturnStatus(value: string | number): ReturnStatusId | undefined {
  if (typeof value === 'number') return returnStatus(value)?.id;
  const s = value.trim();
  if (/^\d+$/.test(s)) return returnStatus(Number(s))?.id;
  const wanted = s.replace(/[\s_-]+/g, '').toLowerCase();
  return RETURN_STATUSES.find((r) => r.name.toLowerCase() === wanted || r.label.replace(/\s+/g, '').toLowerCase() === wanted)?.id;
}

/** Basket quoteStatus values. */
export const QUOTE_STATUSES = [
  { id: 0, name: 'NotAQuote' },
  { id: 1, name: 'Draft' },
  { id: 2, name: 'Sent' },
  { id: 3, name: 'Accepted' },
  { id: 4, name: 'Expired' },
] as const;
