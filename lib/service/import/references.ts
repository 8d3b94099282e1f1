import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import { categoryLookup } from '../lookups';

/**
 * The one reading of reference values in a file (docs/import.md, "Brands, categories and other
 * references"): a cell names a brand, sub-brand, season, supplier, collection or category by its id,
 * its code or its name — a category also by its path, `Home › Living Room › Decor` or
 * `Home/Living Room/Decor`, whole or its last levels — compared case- and accent-insensitively,
 * trimmed, spaces collapsed. Ids first, then codes, then names.
 */
export type ReferenceKind = 'brands' | 'subbrands' | 'seasons' | 'suppliers' | 'categories' | 'collections';

export const REFERENCE_NOUN: Record<ReferenceKind, string> = {
  brands: 'brand',
  subbrands: 'sub-brand',
  seasons: 'season',
  suppliers: 'supplier',
  categories: 'category',
  collections: 'collection',
};

export interface ReferenceEntry {
  id: string;
  /** How a message names it: its name, or its path. */
  label: string;
  /** Categories: only leaves hold products. */
  leaf: boolean;
  /** Sub-brands: the brand they belong to. */
  parentId: string | null;
}

/** Accents and case dropped, spaces collapsed: "  Halcyon  HOMÉ " → "halcyon home". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();

/** A path's levels, folded: "Home / Living Room › Decor" → ["home", "living room", "decor"]. */
export const pathLevels = (text: string) => text.split(/[›>/]/u).map(fold).filter(Boolean);

/** A path in the tree's own spelling, for messages and suggestions. */
export const pathText = (text: string) => text.split(/[›>/]/u).map((s) => s.trim()).filter(Boolean).join(' › ');

const PATH = '\u0001';

interface KindIndex {
  byId: Map<string, ReferenceEntry>;
  byCode: Map<string, ReferenceEntry>;
  /** A name, a path or a path's last levels → every entry it fits. */
  byName: Map<string, ReferenceEntry[]>;
  codes: Set<string>;
}

export type Found = { entry: ReferenceEntry } | { several: ReferenceEntry[] } | null;

/** The catalogue's reference values, indexed once per import for every row of it. */
export class References {
  private readonly kinds = new Map<ReferenceKind, KindIndex>();

  private index(kind: ReferenceKind): KindIndex {
    let found = this.kinds.get(kind);
    if (!found) this.kinds.set(kind, (found = { byId: new Map(), byCode: new Map(), byName: new Map(), codes: new Set() }));
    return found;
  }

  /** Adds a value under its id, code and the names (or paths, as levels) given; a path also under its last levels. */
  add(kind: ReferenceKind, entry: ReferenceEntry, code: string, names: string[][]) {
    const suffixes = kind === 'categories' || kind === 'subbrands';
    const index = this.index(kind);
    index.byId.set(entry.id.toLowerCase(), entry);
    if (code) {
      index.byCode.set(fold(code), entry);
      index.codes.add(code.toUpperCase());
    }
    for (const levels of names)
      for (let from = 0; from < (suffixes ? levels.length : 1); from++) {
        const key = levels.slice(from).join(PATH);
        const list = index.byName.get(key) ?? [];
        if (!list.includes(entry)) list.push(entry);
        index.byName.set(key, list);
      }
  }

  hasCode(kind: ReferenceKind, code: string) {
    return this.index(kind).codes.has(code.toUpperCase());
  }

  find(kind: ReferenceKind, raw: string): Found {
    const index = this.index(kind);
    const value = raw.trim();
    const byKey = index.byId.get(value.toLowerCase()) ?? index.byCode.get(fold(value));
    if (byKey) return { entry: byKey };
    const named = index.byName.get(pathLevels(value).join(PATH)) ?? [];
    if (named.length === 1) return { entry: named[0] };
    return named.length ? { several: named } : null;
  }

  static async load(db: Db | Tx): Promise<References> {
    const refs = new References();
    const [brands, seasons, suppliers, collections, categories] = await Promise.all([
      db.execute<{ id: string; code: string; name: string; parent_id: string | null }>(sql`select id, code, name, parent_id from brands`),
      db.execute<{ id: string; code: string; name: string }>(sql`select id, code, name from seasons`),
      db.execute<{ id: string; code: string; name: string }>(sql`select record_id as id, code, name from suppliers`),
      db.execute<{ id: string; code: string; name: string }>(sql`select id, code, name from collections`),
      categoryLookup(db as Db),
    ]);
    const brandName = new Map(brands.rows.map((b) => [b.id, b.name]));
    for (const b of brands.rows) {
      const entry = { id: b.id, label: b.parent_id ? `${brandName.get(b.parent_id)} › ${b.name}` : b.name, leaf: true, parentId: b.parent_id };
      if (b.parent_id) refs.add('subbrands', entry, b.code, [[...pathLevels(brandName.get(b.parent_id) ?? ''), ...pathLevels(b.name)]]);
      else refs.add('brands', entry, b.code, [pathLevels(b.name)]);
    }
    for (const [kind, rows] of [['seasons', seasons.rows], ['suppliers', suppliers.rows], ['collections', collections.rows]] as const)
      for (const r of rows) refs.add(kind, { id: r.id, label: r.name, leaf: true, parentId: null }, r.code, [pathLevels(r.name)]);
    for (const c of categories.values()) refs.add('categories', { id: c.id, label: c.path, leaf: c.isLeaf, parentId: c.parentId }, c.code, [pathLevels(c.path)]);
    return refs;
  }
}

/** A code for a value the import creates, as the demo data makes them: "Halcyon Home" → HALCYON-HOME (-2, -3… when taken). */
export function newCode(name: string, taken: (code: string) => boolean): string {
  const base = fold(name).replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '').slice(0, 40).toUpperCase() || 'NEW';
  let code = base;
  for (let n = 2; taken(code); n++) code = `${base}-${n}`;
  return code;
}

/** Creates a brand or collection named in a file (an opt-in of the mapping) with the id the rows already use. */
export async function insertReference(tx: Tx, kind: 'brands' | 'collections', id: string, code: string, name: string) {
  const slug = code.toLowerCase();
  if (kind === 'brands') await tx.execute(sql`insert into brands (id, code, name, slug) values (${id}::uuid, ${code}, ${name}, ${slug})`);
  else await tx.execute(sql`insert into collections (id, code, name, slug) values (${id}::uuid, ${code}, ${name}, ${slug})`);
}

export const newReferenceId = () => randomUUID();

/** What each kind's values are called in a suggestion, as one (label, name) per value. */
const CANDIDATES: Record<ReferenceKind, SQL> = {
  brands: sql`select name as label, name from brands where parent_id is null`,
  subbrands: sql`select p.name || ' › ' || b.name as label, b.name from brands b join brands p on p.id = b.parent_id`,
  seasons: sql`select name as label, name from seasons`,
  suppliers: sql`select name as label, name from suppliers`,
  collections: sql`select name as label, name from collections`,
  categories: sql`select t.path as label, t.name from tree t where not exists (select 1 from categories k where k.parent_id = t.id)`,
};
const TREE = sql`with recursive tree as (
  select id, name, name::text as path from categories where parent_id is null
  union all select c.id, c.name, t.path || ' › ' || c.name from categories c join tree t on c.parent_id = t.id)`;

/**
 * The closest known value to each unknown one, by trigram similarity (pg_trgm's similarity(), at
 * least 0.3, against the name or the whole path): one statement per kind for all of a batch's
 * distinct unknown values.
 */
export async function closestValues(tx: Tx, kind: ReferenceKind, values: string[]): Promise<Map<string, string>> {
  if (values.length === 0) return new Map();
  const rows = await tx.execute<{ value: string; label: string | null }>(sql`
    ${kind === 'categories' ? TREE : sql``}
    select u.v as value, s.label from unnest(${textArray(values)}) u(v)
    left join lateral (
      select c.label, greatest(similarity(c.label, u.v), similarity(c.name, u.v)) as score from (${CANDIDATES[kind]}) c
      order by score desc, c.label limit 1) s on s.score >= 0.3`);
  return new Map(rows.rows.filter((r) => r.label).map((r) => [r.value, r.label!]));
}
