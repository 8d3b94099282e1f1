import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { FieldChangeRecord, Actor } from '../history';
import { recordBulkEvents, recordEvents, type BulkOrigin, type OutboxEvent } from './outbox';

/**
 * What each write path announces, in one call inside its transaction (docs/webhooks.md, "Events"):
 * the event kinds and the `data` each carries, so a writer adds one line and a reader finds every
 * event's shape here.
 */

/** A product's identity in every product event. */
export interface ProductRef {
  stockCode: unknown;
  name: unknown;
  status?: unknown;
}

/** A product created (also a duplicate, a variant, a restore: `how` says which). */
export function announceProductCreated(
  tx: Tx,
  id: string,
  product: ProductRef,
  actor: Actor,
  how: 'created' | 'duplicated' | 'variant' | 'restored' = 'created',
) {
  return recordEvents(tx, [{ event: 'product.created', entityId: id, data: { id, ...product, how } }], actor);
}

/**
 * A product saved: `product.updated` with the changed fields (before and after, as the history
 * records them), and `product.stock.changed` with the stock fields when any changed.
 */
export function announceProductUpdated(
  tx: Tx,
  id: string,
  product: ProductRef,
  changes: FieldChangeRecord[],
  actor: Actor,
) {
  if (changes.length === 0) return Promise.resolve();
  const events: OutboxEvent[] = [
    { event: 'product.updated', entityId: id, data: { id, ...product, changes } },
  ];
  const stock = changes.filter((c) => c.field.startsWith('stock.'));
  if (stock.length)
    events.push({ event: 'product.stock.changed', entityId: id, data: { id, ...product, changes: stock } });
  return recordEvents(tx, events, actor);
}

export function announceProductDeleted(tx: Tx, id: string, product: ProductRef, actor: Actor) {
  return recordEvents(tx, [{ event: 'product.deleted', entityId: id, data: { id, ...product } }], actor);
}

/**
 * Products written set-based by a bulk run (or its undo) or an import batch: `product.updated` (and
 * `product.created` for an import's new products) in events of at most 500 products each.
 */
export function announceProductsWritten(
  tx: Tx,
  written: { created?: string[] | SQL; updated: string[] | SQL },
  origin: BulkOrigin,
  actor: Actor,
  data: Record<string, unknown> = {},
) {
  return recordBulkEvents(
    tx,
    [
      ...(written.created ? [{ event: 'product.created' as const, ids: written.created }] : []),
      { event: 'product.updated', ids: written.updated },
    ],
    origin,
    actor,
    data,
  );
}

/** A quotation row (or the fields of one) as its events describe it. */
export interface QuoteRow {
  id: string;
  number: number;
  quoteName: string;
  companyId: string;
  email: string;
  status: string;
  version: number;
  currencyCode: string;
  grandTotalMinor: number;
}

const quoteData = (q: QuoteRow) => ({
  id: q.id,
  number: q.number,
  quoteName: q.quoteName,
  companyId: q.companyId,
  email: q.email,
  status: q.status,
  version: q.version,
  currencyCode: q.currencyCode,
  grandTotalMinor: q.grandTotalMinor,
});

/** A quotation created, or changed (`quote.updated`, and `quote.status.changed` when its status moved). */
export function announceQuote(tx: Tx, quote: QuoteRow, actor: Actor, before?: { status: string }) {
  const data = quoteData(quote);
  if (!before) return recordEvents(tx, [{ event: 'quote.created', entityId: quote.id, data }], actor);
  const events: OutboxEvent[] = [{ event: 'quote.updated', entityId: quote.id, data }];
  if (before.status !== quote.status)
    events.push({
      event: 'quote.status.changed',
      entityId: quote.id,
      data: { ...data, previousStatus: before.status },
    });
  return recordEvents(tx, events, actor);
}

/** Quotations a set-based statement moved from one status to another (expiry). */
export function announceQuoteStatuses(tx: Tx | Db, ids: string[], from: string, to: string, actor: Actor) {
  return recordEvents(
    tx,
    ids.map((id) => ({
      event: 'quote.status.changed' as const,
      entityId: id,
      data: { id, status: to, previousStatus: from },
    })),
    actor,
  );
}

/** A return created, or moved to another status (extension events). */
export function announceReturn(
  tx: Tx,
  ret: { id: string; orderId: string; status: number; previousStatus?: number },
  actor: Actor,
) {
  const event = ret.previousStatus === undefined ? 'return.created' : 'return.status.changed';
  return recordEvents(tx, [{ event, entityId: ret.id, data: { ...ret } }], actor);
}

/** A customer (a B2B company's user) registered or changed. */
export function announceCustomer(
  tx: Tx,
  customer: { id: string; companyId: string; email?: unknown; companyName?: unknown },
  actor: Actor,
  created: boolean,
) {
  return recordEvents(
    tx,
    [
      {
        event: created ? 'customer.created' : 'customer.updated',
        entityId: customer.id,
        data: { ...customer },
      },
    ],
    actor,
  );
}
