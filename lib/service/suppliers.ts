import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { containsPattern } from '@/lib/db/like';
import { suppliers } from '@/lib/db/schema';
import { countryName } from '@/lib/api/schemas/countries';
import type { Paging } from '@/lib/api/schemas/paging';
import {
  supplierCreateSchema,
  supplierUpdateSchema,
  type Supplier,
  type SupplierCreate,
  type SupplierUpdate,
} from '@/lib/api/schemas/supplier';
import { invalidate } from './cache';
import { conflict, duplicate, isUniqueViolation, notFound } from '@/lib/errors';
import { LOOKUP_CACHE_PREFIX } from './lookups';
import { recordLifecycle, recordRowChanges, SYSTEM_ACTOR, type Actor } from './history';

type SupplierRow = typeof suppliers.$inferSelect;

function toSupplier(r: SupplierRow): Supplier {
  return {
    recordId: r.recordId,
    code: r.code,
    name: r.name,
    email: r.email,
    phoneNo: r.phoneNo,
    currencyCode: r.currencyCode,
    taxRegNo: r.taxRegNo,
    countryCode: r.countryCode,
    country: r.country,
    paymentTermCode: r.paymentTermCode,
    shipmentTermCode: r.shipmentTermCode,
    defaultLeadDays: r.defaultLeadDays,
    type: r.type,
    taxInclusive: r.taxInclusive,
    status: r.status,
    dropship: r.dropship,
    fax: r.fax,
    website: r.website,
    poCreateType: r.poCreateType,
    accountManagerId: r.accountManagerId ?? '',
    accountManagerEmail: r.accountManagerEmail,
    accountManager: r.accountManager,
  };
}

/** GET /api/v1/supplier (extension): a page of suppliers by name, optionally filtered by `search`. */
export async function listSuppliers(db: Db, query: Paging & { search?: string }) {
  const pattern = query.search ? containsPattern(query.search) : null;
  const where = pattern
    ? or(sql`${suppliers.code} ilike ${pattern}`, sql`${suppliers.name} ilike ${pattern}`, sql`${suppliers.email} ilike ${pattern}`)
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(asc(suppliers.name), asc(suppliers.code))
      .limit(query.pagesize)
      .offset((query.page - 1) * query.pagesize),
    db.select({ n: sql<number>`count(*)::int` }).from(suppliers).where(where),
  ]);
  return { result: rows.map(toSupplier), totalRecords: Number(count.n) };
}

async function findSupplier(db: Db | Tx, id: string): Promise<SupplierRow> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.recordId, id));
  if (!row) throw notFound(`Supplier ${id} was not found`, [`recordId: no supplier has id ${id}`]);
  return row;
}

/** GET /api/v1/supplier/{id} (extension): the supplier and its version for the ETag header. */
export async function getSupplier(db: Db, id: string): Promise<{ supplier: Supplier; version: number }> {
  const row = await findSupplier(db, id);
  return { supplier: toSupplier(row), version: row.version };
}

async function assertCodeFree(tx: Tx, code: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: suppliers.recordId })
    .from(suppliers)
    .where(sql`lower(${suppliers.code}) = lower(${code})`);
  if (taken && taken.id !== exceptId) throw duplicate('code', `A supplier with code ${code} already exists`);
}

/** The stored columns of a create or update body (fields left out are left out). */
function columnsOf(body: Omit<ReturnType<typeof supplierUpdateSchema.parse>, 'recordId'>) {
  const { accountManagerId, ...rest } = body;
  const values: Partial<typeof suppliers.$inferInsert> = { ...rest };
  if (accountManagerId !== undefined) values.accountManagerId = accountManagerId || null;
  // A country code without a name gets the name, so lists never show a bare code.
  if (body.countryCode && !body.country) values.country = countryName(body.countryCode);
  if (body.countryCode === '' && body.country === undefined) values.country = '';
  return values;
}

/** POST /api/v1/supplier: returns the new supplier's Guid (the body's recordId when it sent one). */
export async function createSupplier(db: Db, input: SupplierCreate, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const { recordId, ...body } = supplierCreateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await assertCodeFree(tx, body.code);
      if (recordId) {
        const [taken] = await tx.select({ id: suppliers.recordId }).from(suppliers).where(eq(suppliers.recordId, recordId));
        if (taken) throw duplicate('recordId', `A supplier with recordId ${recordId} already exists`);
      }
      const [row] = await tx
        .insert(suppliers)
        .values({ ...columnsOf(body), code: body.code, name: body.name, ...(recordId ? { recordId } : {}) })
        .returning({ id: suppliers.recordId });
      await recordLifecycle(tx, 'supplier', row.id, { after: await findSupplier(tx, row.id) }, actor);
      return row.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('code', `A supplier with code ${body.code} already exists`);
    throw e;
  } finally {
    invalidate(LOOKUP_CACHE_PREFIX);
  }
}

/** PUT /api/v1/supplier: `recordId` names the supplier; with `expectedVersion` (If-Match) a stale edit is refused. */
export async function updateSupplier(db: Db, input: SupplierUpdate, expectedVersion?: number, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const { recordId, ...body } = supplierUpdateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const row = await findSupplier(tx, recordId);
      if (expectedVersion !== undefined && row.version !== expectedVersion)
        throw conflict('The supplier was changed by someone else since it was opened; reload it and try again', [
          `version: expected ${expectedVersion} but the supplier is at ${row.version}`,
        ]);
      if (body.code !== undefined && body.code !== row.code) await assertCodeFree(tx, body.code, recordId);
      await tx
        .update(suppliers)
        .set({ ...columnsOf(body), version: row.version + 1, updatedAt: new Date() })
        .where(eq(suppliers.recordId, recordId));
      await recordRowChanges(tx, 'supplier', recordId, row, await findSupplier(tx, recordId), actor);
      return recordId;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('code', `A supplier with code ${body.code} already exists`);
    throw e;
  } finally {
    invalidate(LOOKUP_CACHE_PREFIX);
  }
}
