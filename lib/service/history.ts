import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { changeHistory } from '@/lib/db/schema';
import type { ChangeSource, HistoryEntity, HistoryEntry } from '@/lib/api/schemas/history';
import type { Paging } from '@/lib/api/schemas/paging';
import type { AuthenticatedClient } from './api-clients';

/**
 * The audit history (docs/architecture.md, "History"): every write records who, when, what and from
 * where, in the same transaction as the write. Single-record writes call `recordChanges` with the
 * fields they changed (`diffFields` finds them); set-based writes (bulk runs, imports) insert their
 * rows with one INSERT … SELECT built on `actorColumns`, so 100,000 products cost one statement.
 */

/** Who made a change: the calling API client, and the staff member it acted for when it said so. */
export interface Actor {
  kind: 'staff' | 'client' | 'system';
  id: string | null;
  name: string;
  clientId: string | null;
  source: ChangeSource;
}

/**
 * The actor of an API call. A client acting for a signed-in person (the back-office) names them in the
 * `X-Staff-Email` and `X-Staff-Name` headers (extension); the history records both the client and
 * the person, so a claim is always traceable to the client that made it.
 */
export function actorOf(client: AuthenticatedClient | null, headers: Headers): Actor {
  const email = headers.get('x-staff-email')?.trim().slice(0, 200);
  const clientId = client?.clientId ?? null;
  if (email) {
    const name = decodeHeader(headers.get('x-staff-name'))?.trim().slice(0, 200) || email;
    return { kind: 'staff', id: email.toLowerCase(), name, clientId, source: 'page' };
  }
  if (client) return { kind: 'client', id: client.clientId, name: client.name, clientId, source: 'api' };
  return SYSTEM_ACTOR;
}

/** X-Staff-Name is percent-encoded (header values are Latin-1); a malformed one is kept as sent. */
function decodeHeader(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, name: 'System', clientId: null, source: 'system' };

export interface FieldChangeRecord {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ChangeOrigin {
  bulkRunId?: string | null;
  importId?: string | null;
}

/** Guids in one case, so a record's history is found however its id was written; other keys as they are. */
const entityKey = (id: string) => (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : id);

/**
 * A value as jsonb, serialised here: drivers differ in how they pass a bare string to a jsonb column
 * (one stored "74" as the number 74), and history must give back exactly what was written.
 */
const asJsonb = (value: unknown) => sql`${JSON.stringify(value ?? null)}::jsonb`;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between two snapshots of a record (only `fields` when given). */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: string[] = [...new Set([...Object.keys(before), ...Object.keys(after)])],
): FieldChangeRecord[] {
  return fields.filter((f) => !same(before[f], after[f])).map((f) => ({ field: f, before: before[f] ?? null, after: after[f] ?? null }));
}

/** Writes the changed fields of one record; call it inside the write's transaction. */
export async function recordChanges(
  tx: Tx | Db,
  entity: HistoryEntity,
  entityId: string,
  changes: FieldChangeRecord[],
  actor: Actor,
  origin: ChangeOrigin = {},
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(changeHistory).values(
    changes.map((c) => ({
      entity,
      entityId: entityKey(entityId),
      field: c.field,
      before: asJsonb(c.before),
      after: asJsonb(c.after),
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
      clientId: actor.clientId,
      source: origin.importId ? 'import' : origin.bulkRunId ? 'bulk' : actor.source,
      bulkRunId: origin.bulkRunId ?? null,
      importId: origin.importId ?? null,
    })),
  );
}

/** A create (`after` = the new record) or delete (`before` = the record) as one `*` row. */
export function recordLifecycle(
  tx: Tx | Db,
  entity: HistoryEntity,
  entityId: string,
  change: { before?: unknown; after?: unknown },
  actor: Actor,
  origin: ChangeOrigin = {},
) {
  return recordChanges(tx, entity, entityId, [{ field: '*', before: change.before ?? null, after: change.after ?? null }], actor, origin);
}

/**
 * The actor columns of change_history as SQL values, in table order after `after`, for set-based
 * writers: `insert into change_history (entity, entity_id, field, before, after, <HISTORY_ACTOR_COLUMNS>) select …, ${actorColumns(actor, origin)} from …`.
 */
export const HISTORY_ACTOR_COLUMNS = sql.raw('actor_kind, actor_id, actor_name, client_id, source, bulk_run_id, import_id');
export function actorColumns(actor: Actor, origin: ChangeOrigin = {}) {
  const source = origin.importId ? 'import' : origin.bulkRunId ? 'bulk' : actor.source;
  return sql`${actor.kind}, ${actor.id}, ${actor.name}, ${actor.clientId}, ${source}, ${origin.bulkRunId ?? null}::uuid, ${origin.importId ?? null}`;
}

/*
 * before/after are read as text and parsed here: drizzle's jsonb column parses a driver's already
 * parsed string value a second time (the string "40" came back as the number 40).
 */
type Row = {
  id: number | string;
  entity: string;
  entity_id: string;
  field: string;
  before: string | null;
  after: string | null;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string;
  client_id: string | null;
  source: string;
  bulk_run_id: string | null;
  import_id: string | null;
  changed_at: Date | string;
  total: number | string;
};
const parsed = (text: string | null) => (text === null ? null : JSON.parse(text));

function toEntry(r: Row): HistoryEntry {
  return {
    id: Number(r.id),
    entity: r.entity as HistoryEntity,
    entityId: r.entity_id,
    field: r.field,
    before: parsed(r.before),
    after: parsed(r.after),
    actor: { kind: r.actor_kind as Actor['kind'], id: r.actor_id, name: r.actor_name, clientId: r.client_id },
    source: r.source as ChangeSource,
    bulkRunId: r.bulk_run_id,
    importId: r.import_id,
    changedAt: new Date(r.changed_at).toISOString(),
  };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One record's history (or, with a null id, every record's of the entity), newest first, paged. The
 * record's rows (through the hash of its id; a whole entity's through the b-tree of entities other
 * than products, migration 0028) give the page's ids and, counted before the limit, the total; only
 * the page's rows are then read whole (their before/after values are the bulk of them), never the
 * ones the offset skips. A product's rows are also the bulk runs' rows that contain it
 * (bulk_run_history, migration 0036, through the GIN index of its product ids): their ids come from
 * the same sequence, so one order holds both, and each reads as the per-product row it replaces.
 * Written as SQL rather than with the query builder: building and mapping cost more than the
 * statement itself (the history tab is read on every product page).
 */
export async function listHistory(
  db: Db,
  entity: HistoryEntity,
  entityId: string | null,
  paging: Paging,
): Promise<{ result: HistoryEntry[]; totalRecords: number }> {
  const key = entityId === null ? null : entityKey(entityId);
  const where = key === null ? sql`entity = ${entity}` : sql`entity = ${entity} and entity_id = ${key}`;
  const limit = sql`limit ${paging.pagesize} offset ${(paging.page - 1) * paging.pagesize}`;
  const columns = sql.raw(`h.field, h.before::text as before, h.after::text as after, h.actor_kind, h.actor_id,
      h.actor_name, h.client_id, h.source, h.bulk_run_id::text as bulk_run_id, h.import_id, h.changed_at, page.total`);
  const runRows = entity === 'product' && key !== null && GUID.test(key);
  const rows = runRows
    ? await db.execute<Row>(sql`
    with page as (
      select id, run, count(*) over () as total from (
        select id, false as run from change_history where ${where}
        union all
        select id, true from bulk_run_history where product_ids @> array[${key}::uuid]) x
      order by id desc ${limit})
    select h.id, h.entity, h.entity_id, ${columns} from page join change_history h on h.id = page.id and not page.run
    union all
    select h.id, 'product'::text, ${key}::text, ${columns} from page join bulk_run_history h on h.id = page.id and page.run
    order by id desc`)
    : await db.execute<Row>(sql`
    with page as (
      select id, count(*) over () as total from change_history where ${where}
      order by id desc ${limit})
    select h.id, h.entity, h.entity_id, ${columns}
    from page join change_history h on h.id = page.id
    order by h.id desc`);
  // A page past the end has no row to carry the total: counted apart (rare).
  const n = rows.rows.length
    ? rows.rows[0].total
    : (
        await db.execute<{ n: number }>(
          runRows
            ? sql`select (select count(*) from change_history where ${where}) + (select count(*) from bulk_run_history where product_ids @> array[${key}::uuid]) as n`
            : sql`select count(*) as n from change_history where ${where}`,
        )
      ).rows[0].n;
  return { result: rows.rows.map(toEntry), totalRecords: Number(n) };
}

/** Bookkeeping columns a row snapshot leaves out of the history (they change on every write). */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt', 'updatedBy', 'createdBy']);

/**
 * The changed columns of one record between two reads of its row (categories, suppliers, families),
 * written in the caller's transaction.
 */
export function recordRowChanges(
  tx: Tx | Db,
  entity: HistoryEntity,
  entityId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  actor: Actor,
): Promise<void> {
  const fields = Object.keys(after).filter((f) => !BOOKKEEPING.has(f));
  const plain = (row: Record<string, unknown>) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  return recordChanges(tx, entity, entityId, diffFields(plain(before), plain(after), fields), actor);
}
