import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import {
  attributes,
  brands,
  categories,
  collections,
  microsites,
  priceLists,
  seasons,
  suppliers,
  taxClasses,
  warehouses,
} from '@/lib/db/schema';
import { cached as cachedFor } from './cache';
import { CATEGORY_CACHE_PREFIX } from './categories';

/**
 * Small reference tables read by product detail, search and bulk update, cached per process (they
 * change rarely; writers here invalidate them, other processes see a change within the TTL).
 */
export const LOOKUP_CACHE_PREFIX = 'lookups:';
const TTL_MS = 60_000;
/** After the TTL, serve the old lookup for up to an hour while it reloads in the background. */
const STALE = { staleMs: 3_600_000 };
const cached = <T>(key: string, ttlMs: number, load: () => Promise<T>) => cachedFor(key, ttlMs, load, STALE);

export interface BrandRow {
  id: string;
  name: string;
  parentId: string | null;
}
export interface CategoryLookup {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  /** "Women › Clothing › Dresses › Maxi Dresses" */
  path: string;
  isLeaf: boolean;
}
export interface PriceListRow {
  id: string;
  iid: number;
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  isDefault: boolean;
  isGlobal: boolean;
  isWholesale: boolean;
  isDynamic: boolean;
  sourcePriceListId: string | null;
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

export const brandLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}brands`, TTL_MS, async () =>
    byId(await db.select({ id: brands.id, name: brands.name, parentId: brands.parentId }).from(brands).orderBy(asc(brands.name))),
  );

export const seasonLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}seasons`, TTL_MS, async () =>
    byId(await db.select({ id: seasons.id, code: seasons.code, name: seasons.name }).from(seasons).orderBy(asc(seasons.code))),
  );

export const supplierLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}suppliers`, TTL_MS, async () =>
    byId(
      await db
        .select({ id: suppliers.recordId, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .orderBy(asc(suppliers.name)),
    ),
  );

export const collectionLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}collections`, TTL_MS, async () =>
    byId(await db.select({ id: collections.id, code: collections.code, name: collections.name }).from(collections).orderBy(asc(collections.name))),
  );

export const priceListLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}price-lists`, TTL_MS, async (): Promise<PriceListRow[]> =>
    db.select().from(priceLists).orderBy(asc(priceLists.iid)),
  );

export const taxClassLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}tax-classes`, TTL_MS, async () =>
    new Map((await db.select().from(taxClasses)).map((t) => [t.id, t])),
  );

export const warehouseLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}warehouses`, TTL_MS, async () => byId(await db.select().from(warehouses)));

export const micrositeLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}microsites`, TTL_MS, async () =>
    byId(await db.select({ id: microsites.id, code: microsites.code, name: microsites.name }).from(microsites)),
  );

/** Categories with their path names; keyed under the category prefix so category writes refresh it. */
export const categoryLookup = (db: Db) =>
  cached(`${CATEGORY_CACHE_PREFIX}lookup`, TTL_MS, async () => {
    const rows = await db
      .select({ id: categories.id, code: categories.code, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.displayOrder), asc(categories.name));
    const raw = byId(rows);
    const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
    const pathOf = (id: string): string[] => {
      const names: string[] = [];
      for (let c = raw.get(id), guard = 0; c && guard < 100; c = c.parentId ? raw.get(c.parentId) : undefined, guard++)
        names.unshift(c.name);
      return names;
    };
    return new Map<string, CategoryLookup>(
      rows.map((r) => [r.id, { ...r, path: pathOf(r.id).join(' › '), isLeaf: !parents.has(r.id) }]),
    );
  });

/** The custom attributes' metadata rows (table `attributes`), by field code. */
export const customAttributeLookup = (db: Db) =>
  cached(`${LOOKUP_CACHE_PREFIX}attributes`, TTL_MS, async () => {
    const rows = await db.select().from(attributes).orderBy(asc(attributes.displayOrder), asc(attributes.fieldCode));
    return new Map(rows.map((r) => [r.fieldCode, r]));
  });

/** A category and every category below it (by-category search "includes subcategories"). */
export async function categoryAndDescendants(db: Db, categoryId: string): Promise<string[]> {
  const all = await categoryLookup(db);
  if (!all.has(categoryId)) return [];
  const children = new Map<string, string[]>();
  for (const c of all.values()) if (c.parentId) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out: string[] = [];
  for (const queue = [categoryId]; queue.length; ) {
    const id = queue.pop()!;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}
