import { CHANGE_SOURCES, type ChangeSource } from '@/lib/api/schemas/history';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { ORDER_STATUSES, RETURN_LINE_STATUSES, RETURN_STATUSES } from '@/lib/api/schemas/return-status';

/**
 * The words staff read for each enum value the interface sends as a code. The service's tables
 * (return-status.ts, product-status.ts) hold the spec's names (`PartiallyShipped`); a page never shows
 * those, it asks here.
 */

const ORDER_STATUS_WORDS: Record<(typeof ORDER_STATUSES)[number]['name'], string> = {
  Placed: 'Placed',
  Processing: 'Processing',
  PartiallyShipped: 'Partly shipped',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

const PRODUCT_STATUS_WORDS: Record<(typeof PRODUCT_STATUSES)[number]['name'], string> = {
  All: 'Any status',
  None: 'No status',
  Draft: 'Draft',
  Active: 'Active',
  Archived: 'Archived',
  Discontinued: 'Discontinued',
};

const CHANGE_SOURCE_WORDS: Record<ChangeSource, string> = {
  page: 'Back-office',
  api: 'API',
  bulk: 'Bulk run',
  import: 'Import',
  system: 'System',
};

const RUN_STATUS_WORDS: Record<string, string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Order status by id (1 Placed … 6 Cancelled). */
export function orderStatusLabel(id: number): string {
  const status = ORDER_STATUSES.find((s) => s.id === id);
  return status ? ORDER_STATUS_WORDS[status.name] : 'Unknown status';
}

/** Product status by id (0 None … 4 Discontinued; -1 the search filter's "any"). */
export function productStatusLabel(id: number): string {
  const status = PRODUCT_STATUSES.find((s) => s.id === id);
  return status ? PRODUCT_STATUS_WORDS[status.name] : 'Unknown status';
}

/** Return status by id, as staff call it ("Awaiting approval" for Requested). */
export function returnStatusLabel(id: number): string {
  return RETURN_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown status';
}

/** A return line's status by id (0: not returned). */
export function returnLineStatusLabel(id: number): string {
  return RETURN_LINE_STATUSES.find((s) => s.id === id)?.label ?? 'Unknown status';
}

export function quotationStatusLabel(status: string): string {
  return QUOTATION_STATUS_LABELS[status as QuotationStatus] ?? humanize(status);
}

/** Where a change came from (the history's `source`). */
export function changeSourceLabel(source: string): string {
  return (CHANGE_SOURCES as readonly string[]).includes(source) ? CHANGE_SOURCE_WORDS[source as ChangeSource] : humanize(source);
}

/** A bulk run's or a job's status. */
export function runStatusLabel(status: string): string {
  return RUN_STATUS_WORDS[status] ?? humanize(status);
}

/**
 * The last resort for a name no table knows: `registeredNumber` → "Registered number",
 * `IS_ACTIVE` → "Is active". Better than the code, never a replacement for a label in a table.
 */
export function humanize(code: string): string {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
