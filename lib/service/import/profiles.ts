import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ImportMapping } from '@/lib/api/schemas/product-import';
import { importOptionsSchema } from '@/lib/api/schemas/product-import';
import type { ImportProfile, ImportProfileBody } from '@/lib/api/schemas/product-import-profiles';
import { duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { attributesByCode } from '../meta-info';
import { defaultWarehouseCode } from './options';
import { resolveTarget, targetContext } from './targets';

/**
 * Saved mapping profiles (issue 33): a supplier's column layout and number habits, picked when its
 * file is uploaded and applied by the preview (./start.ts). Any target the mapping names must exist.
 */

type Row = {
  id: string;
  name: string;
  supplier_id: string | null;
  supplier_name: string | null;
  mapping: ImportMapping;
  options: Record<string, unknown>;
  created_at: string | Date;
  updated_at: string | Date;
};

const toProfile = (r: Row): ImportProfile => ({
  id: r.id,
  name: r.name,
  supplier: r.supplier_id ? { key: r.supplier_id, value: r.supplier_name ?? '' } : null,
  mapping: r.mapping,
  options: importOptionsSchema.parse(r.options ?? {}),
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const select = sql`select ip.id, ip.name, ip.supplier_id, s.name as supplier_name, ip.mapping, ip.options, ip.created_at, ip.updated_at
  from import_profiles ip left join suppliers s on s.record_id = ip.supplier_id`;

/** Every profile (of one supplier when given), by name. */
export async function listProfiles(db: Db, supplierId?: string): Promise<ImportProfile[]> {
  const where = supplierId ? sql`where ip.supplier_id = ${supplierId.toLowerCase()}::uuid` : sql``;
  const rows = await db.execute<Row>(sql`${select} ${where} order by lower(ip.name)`);
  return rows.rows.map(toProfile);
}

export async function getProfile(db: Db, id: string): Promise<ImportProfile> {
  const rows = await db.execute<Row>(sql`${select} where ip.id = ${id.toLowerCase()}::uuid`);
  if (!rows.rows[0]) throw notFound(`No import profile has id ${id}`, [`id: no import profile has id ${id}`]);
  return toProfile(rows.rows[0]);
}

/** The body's mapping names only targets that exist, and its supplier exists. */
async function check(db: Db, body: ImportProfileBody) {
  const targets = await targetContext(db, await attributesByCode(db), await defaultWarehouseCode(db));
  const errors = Object.entries(body.mapping)
    .filter(([, code]) => code.trim() !== '' && !resolveTarget(code, targets))
    .map(([column, code]) => `mapping.${column}: no attribute has code ${code} (see meta-info), nor is it a price or stock target`);
  if (errors.length) throw invalid(errors, 'The mapping names something an import cannot fill');
  if (body.supplierId) {
    const found = await db.execute(sql`select 1 from suppliers where record_id = ${body.supplierId.toLowerCase()}::uuid`);
    if (!found.rows.length) throw notFound(`No supplier has id ${body.supplierId}`, [`supplierId: no supplier has id ${body.supplierId}`]);
  }
}

const taken = (e: unknown, name: string) => (isUniqueViolation(e, 'import_profiles_name') ? duplicate('name', `a profile named ${name} already exists`) : e);

const values = (body: ImportProfileBody) => ({
  supplierId: body.supplierId?.toLowerCase() ?? null,
  mapping: JSON.stringify(Object.fromEntries(Object.entries(body.mapping).filter(([, code]) => code.trim() !== ''))),
  options: JSON.stringify(importOptionsSchema.parse(body.options ?? {})),
});

export async function createProfile(db: Db, body: ImportProfileBody): Promise<ImportProfile> {
  await check(db, body);
  const v = values(body);
  try {
    const rows = await db.execute<{ id: string }>(sql`
      insert into import_profiles (name, supplier_id, mapping, options) values (${body.name}, ${v.supplierId}::uuid, ${v.mapping}::jsonb, ${v.options}::jsonb) returning id`);
    return getProfile(db, rows.rows[0].id);
  } catch (e) {
    throw taken(e, body.name);
  }
}

export async function updateProfile(db: Db, id: string, body: ImportProfileBody): Promise<ImportProfile> {
  await check(db, body);
  const v = values(body);
  try {
    const rows = await db.execute(sql`
      update import_profiles set name = ${body.name}, supplier_id = ${v.supplierId}::uuid, mapping = ${v.mapping}::jsonb, options = ${v.options}::jsonb, updated_at = now()
      where id = ${id.toLowerCase()}::uuid returning id`);
    if (!rows.rows.length) throw notFound(`No import profile has id ${id}`, [`id: no import profile has id ${id}`]);
  } catch (e) {
    throw taken(e, body.name);
  }
  return getProfile(db, id);
}

export async function deleteProfile(db: Db, id: string): Promise<void> {
  const rows = await db.execute(sql`delete from import_profiles where id = ${id.toLowerCase()}::uuid returning id`);
  if (!rows.rows.length) throw notFound(`No import profile has id ${id}`, [`id: no import profile has id ${id}`]);
}
