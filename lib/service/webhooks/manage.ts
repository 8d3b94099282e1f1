import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { webhooks } from '@/lib/db/schema';
import { SECRET_VALUE } from '@/lib/api/schemas/settings';
import {
  splitEvent,
  type Webhook,
  type WebhookListQuery,
  type WebhookWrite,
} from '@/lib/api/schemas/webhooks';
import { conflict, notFound } from '@/lib/errors';
import type { AuthenticatedClient } from '../api-clients';
import { diffFields, recordChanges, recordLifecycle, type Actor } from '../history';
import { wakeWebhookDispatcher } from './dispatcher';
import { subscriptionsChanged, WEBHOOK_CHANNEL } from './outbox';
import { readRegistration } from './registration';

/**
 * Registering and managing webhooks (GET/POST/PUT/DELETE /api/v2/webhook/webhooks…, docs/webhooks.md).
 * An API client sees and changes the webhooks it registered; an admin client (the back-office) all of
 * them, and a webhook someone else registered is answered as not found. Each change is in the audit
 * history and invalidates the outbox's set of subscribed events in every process.
 */
const MAX_PER_CLIENT = 100;

type Row = typeof webhooks.$inferSelect & { pending: number; failed: number };
type Caller = AuthenticatedClient | null;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

const visibleTo = (client: Caller): SQL =>
  client?.isAdmin ? sql`true` : sql`${webhooks.clientId} = ${client?.clientId ?? ''}`;

const withCounts = {
  webhook: webhooks,
  pending: sql<number>`(select count(*)::int from webhook_deliveries d where d.webhook_id = "webhooks"."id" and d.status in ('pending', 'sending'))`,
  failed: sql<number>`(select count(*)::int from webhook_deliveries d where d.webhook_id = "webhooks"."id" and d.status = 'failed')`,
};

export function toWebhook(r: Row): Webhook {
  return {
    id: r.id,
    recordId: r.id,
    name: r.name,
    event: r.event,
    ...splitEvent(r.event),
    destination: r.destination,
    includeMetadata: r.includeMetadata,
    isActive: r.isActive,
    // A custom header may carry a credential: its name is answered, never its value.
    customHeaders: r.customHeaders.map((h) => ({ key: h.key, value: SECRET_VALUE })),
    clientId: r.clientId,
    pausedAt: iso(r.pausedAt),
    pausedReason: (r.pausedReason as Webhook['pausedReason']) ?? null,
    failingSince: iso(r.failingSince),
    lastSuccessAt: iso(r.lastSuccessAt),
    lastFailureAt: iso(r.lastFailureAt),
    lastError: r.lastError,
    pendingDeliveries: Number(r.pending),
    failedDeliveries: Number(r.failed),
    secretRotatedAt: iso(r.secretRotatedAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

async function read(db: Db, id: string, client: Caller): Promise<Row> {
  const [row] = await db
    .select(withCounts)
    .from(webhooks)
    .where(and(eq(webhooks.id, id.toLowerCase()), visibleTo(client)));
  if (!row) throw notFound(`Webhook ${id} was not found`, [`id: no webhook has id ${id}`]);
  return { ...row.webhook, pending: row.pending, failed: row.failed };
}

export async function getWebhook(db: Db, id: string, client: Caller): Promise<Webhook> {
  return toWebhook(await read(db, id, client));
}

/** Newest first, paged; by event, active or paused, and failing (the dashboard's flag). */
export async function listWebhooks(db: Db, q: WebhookListQuery, client: Caller) {
  const pageSize = q.pageSize ?? 25;
  const currentPage = q.page ?? 1;
  const filters: SQL[] = [visibleTo(client)];
  if (q.event) filters.push(sql`${webhooks.event} = ${q.event}`);
  if (q.isActive) filters.push(sql`${webhooks.isActive} = ${q.isActive === 'true'}`);
  if (q.failing === 'true')
    filters.push(sql`(${webhooks.failingSince} is not null or ${webhooks.pausedReason} = 'failing')`);
  if (q.failing === 'false')
    filters.push(
      sql`(${webhooks.failingSince} is null and ${webhooks.pausedReason} is distinct from 'failing')`,
    );
  const where = and(...filters);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(withCounts)
      .from(webhooks)
      .where(where)
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(webhooks)
      .where(where),
  ]);
  const total = Number(n);
  return {
    total,
    pages: Math.ceil(total / pageSize),
    currentPage,
    pageSize,
    results: rows.map((r) => toWebhook({ ...r.webhook, pending: r.pending, failed: r.failed })),
  };
}

/** Registers a webhook; the answer carries its signing secret, this once. */
export async function createWebhook(
  db: Db,
  body: WebhookWrite,
  client: Caller,
  actor: Actor,
): Promise<Webhook & { secret: string }> {
  const r = await readRegistration(body, true);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.clientId, client?.clientId ?? ''));
  if (Number(n) >= MAX_PER_CLIENT)
    throw conflict(`An API client may register at most ${MAX_PER_CLIENT} webhooks; delete one first`, [
      `event: the client already has ${n} webhooks`,
    ]);
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhooks)
      .values({
        name: r.name || `Webhook for ${r.event}`,
        event: r.event!,
        destination: r.url!,
        includeMetadata: r.includeMetadata ?? false,
        isActive: r.isActive ?? true,
        pausedAt: r.isActive === false ? new Date() : null,
        pausedReason: r.isActive === false ? 'manual' : null,
        customHeaders: r.headers ?? [],
        secret,
        clientId: client?.clientId ?? null,
      })
      .returning({ id: webhooks.id });
    await recordLifecycle(
      tx,
      'webhook',
      created.id,
      { after: { name: r.name ?? null, event: r.event, destination: r.url } },
      actor,
    );
    return created.id;
  });
  subscriptionsChanged();
  return { ...(await getWebhook(db, id, client)), secret };
}

/** Changes the fields given (headers given replace those registered); `isActive` pauses or resumes. */
export async function updateWebhook(
  db: Db,
  id: string,
  body: WebhookWrite,
  client: Caller,
  actor: Actor,
): Promise<Webhook> {
  const r = await readRegistration(body, false);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id.toLowerCase()), visibleTo(client)))
      .for('update');
    if (!before) throw notFound(`Webhook ${id} was not found`, [`id: no webhook has id ${id}`]);
    const activity =
      r.isActive === undefined || r.isActive === before.isActive ? {} : activityChange(r.isActive);
    const [after] = await tx
      .update(webhooks)
      .set({
        ...(r.event !== undefined && { event: r.event }),
        ...(r.url !== undefined && { destination: r.url }),
        ...(r.name !== undefined && { name: r.name || `Webhook for ${r.event ?? before.event}` }),
        ...(r.includeMetadata !== undefined && { includeMetadata: r.includeMetadata }),
        ...(r.headers !== undefined && { customHeaders: r.headers }),
        ...activity,
        updatedAt: new Date(),
      })
      .where(eq(webhooks.id, before.id))
      .returning();
    await recordChanges(tx, 'webhook', before.id, diffFields(auditView(before), auditView(after)), actor);
    if (r.isActive) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  });
  subscriptionsChanged();
  if (r.isActive) wakeWebhookDispatcher();
  return getWebhook(db, id, client);
}

/** Pause (deactivate) or resume (activate): the node's activate/deactivate calls and the back-office's buttons. */
export function setWebhookActive(
  db: Db,
  id: string,
  isActive: boolean,
  client: Caller,
  actor: Actor,
): Promise<Webhook> {
  return updateWebhook(db, id, { isActive }, client, actor);
}

/** Paused by hand, or resumed: a resumed webhook starts afresh (not failing, its queued deliveries go on). */
function activityChange(isActive: boolean) {
  return isActive
    ? { isActive: true, pausedAt: null, pausedReason: null, failingSince: null }
    : { isActive: false, pausedAt: new Date(), pausedReason: 'manual' };
}

/** The fields the history records; a header's value and the secret never (a changed secret says so). */
function auditView(w: typeof webhooks.$inferSelect): Record<string, unknown> {
  return {
    name: w.name,
    event: w.event,
    destination: w.destination,
    includeMetadata: w.includeMetadata,
    isActive: w.isActive,
    headers: w.customHeaders.map((h) => h.key),
    secret: w.secretRotatedAt ? `(rotated ${w.secretRotatedAt.toISOString()})` : '(set)',
  };
}

/** Deletes a webhook with its deliveries and their log. */
export async function deleteWebhook(db: Db, id: string, client: Caller, actor: Actor): Promise<boolean> {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhooks)
      .where(and(eq(webhooks.id, id.toLowerCase()), visibleTo(client)))
      .returning();
    if (!gone) throw notFound(`Webhook ${id} was not found`, [`id: no webhook has id ${id}`]);
    await recordLifecycle(
      tx,
      'webhook',
      gone.id,
      { before: { name: gone.name, event: gone.event, destination: gone.destination } },
      actor,
    );
  });
  subscriptionsChanged();
  return true;
}

/** A new signing secret, answered this once; deliveries are signed with it from now on. */
export async function rotateWebhookSecret(db: Db, id: string, client: Caller, actor: Actor) {
  const secret = newSecret();
  const rotatedAt = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id.toLowerCase()), visibleTo(client)))
      .for('update');
    if (!before) throw notFound(`Webhook ${id} was not found`, [`id: no webhook has id ${id}`]);
    const [after] = await tx
      .update(webhooks)
      .set({ secret, secretRotatedAt: new Date(), updatedAt: new Date() })
      .where(eq(webhooks.id, before.id))
      .returning();
    await recordChanges(
      tx,
      'webhook',
      before.id,
      diffFields(auditView(before), auditView(after), ['secret']),
      actor,
    );
    return after.secretRotatedAt!;
  });
  return { id: id.toLowerCase(), secret, secretRotatedAt: rotatedAt.toISOString() };
}
