import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { containsPattern } from '@/lib/db/like';
import { uuidArray } from '@/lib/db/arrays';
import type { AdvancedSearchBody, Lifecycle } from '@/lib/api/schemas/product-search';
import { invalid, notFound } from '@/lib/errors';
import { describeLocales, requireLocale } from '../../locales';
import {
  brandLookup,
  categoryAndDescendants,
  categoryLookup,
  collectionLookup,
  micrositeLookup,
  seasonLookup,
  supplierLookup,
} from '../../lookups';
import { channelRefs, describeChannels, findChannelRef } from '../../channels';
import { names, namedTerms, type NamedTerm } from '../../search-index';
import { prefixTerm, searchWords, toPrefixQuery } from './free-text';

/**
 * A search request turned into SQL conditions over `products p`. References (category, brand,
 * collection, season, vendor, channel) are checked against the cached lookups: an unknown one is a
 * 404 naming the field, never a silently empty result.
 */
export interface SearchCriteria {
  /** Products linked to any of these categories (a category and its subcategories). */
  categoryIds?: string[];
  /** Conditions on `p`, ANDed. */
  conditions: SQL[];
  /**
   * Free-text words (already split and lower-cased), with the raw text for exact-code matching and the
   * words that name brands or categories (matched through their ids, see namedTerms).
   */
  freeText?: { words: string[]; raw: string; named: NamedTerm[] };
}

const available = sql`(select coalesce(sum(i.stock_on_hand - i.stock_allocated), 0) from product_inventory i where i.product_id = p.id)`;

function lifecycleCondition(lifecycle: Lifecycle): SQL {
  switch (lifecycle) {
    case 'New':
      return sql`p.launch_date <= now() and p.launch_date > now() - interval '30 days'`;
    case 'Upcoming':
      return sql`p.launch_date > now()`;
    case 'PreOrder':
      return sql`p.is_preorder_enabled`;
    case 'Live':
      return sql`p.status = 2 and (p.launch_date is null or p.launch_date <= now())`;
    case 'EndOfLife':
      return sql`p.status in (3, 4)`;
  }
}

async function must<T>(value: T | undefined, field: string, what: string, key: string): Promise<T> {
  const by = field === 'seasonCode' ? 'code' : 'id';
  if (value === undefined) throw notFound(`No ${what} has ${by} ${key}`, [`${field}: no ${what} has ${by} ${key}`]);
  return value;
}

/** The advanced-search fields, plus the season id by-season addresses seasons by. */
export type SearchFilters = Partial<AdvancedSearchBody> & { seasonId?: string };

export async function buildCriteria(db: Db, body: SearchFilters): Promise<SearchCriteria> {
  const c: SearchCriteria = { conditions: [] };
  const where = (condition: SQL) => c.conditions.push(condition);

  if (body.categoryId) {
    await must((await categoryLookup(db)).get(body.categoryId), 'categoryId', 'category', body.categoryId);
    c.categoryIds = await categoryAndDescendants(db, body.categoryId);
  }
  if (body.brandId) {
    await must((await brandLookup(db)).get(body.brandId), 'brandId', 'brand', body.brandId);
    where(sql`(p.brand_id = ${body.brandId} or p.subbrand_id = ${body.brandId})`);
  }
  if (body.collectionId) {
    await must((await collectionLookup(db)).get(body.collectionId), 'collectionId', 'collection', body.collectionId);
    where(sql`exists (select 1 from product_collections pc where pc.collection_id = ${body.collectionId} and pc.product_id = p.id)`);
  }
  if (body.vendorId) {
    await must((await supplierLookup(db)).get(body.vendorId), 'vendorId', 'supplier', body.vendorId);
    where(sql`p.supplier_id = ${body.vendorId}`);
  }
  if (body.seasonId) {
    await must((await seasonLookup(db)).get(body.seasonId), 'seasonId', 'season', body.seasonId);
    where(sql`p.season_id = ${body.seasonId}`);
  }
  if (body.createdId) where(sql`p.created_by = ${body.createdId}`);
  if (body.lastUpdatedId) where(sql`p.updated_by = ${body.lastUpdatedId}`);
  if (body.seasonCode) {
    const code = body.seasonCode.toLowerCase();
    const season = [...(await seasonLookup(db)).values()].find((s) => s.code.toLowerCase() === code);
    const found = await must(season, 'seasonCode', 'season', body.seasonCode);
    where(sql`p.season_id = ${found.id}`);
  }
  if (body.status !== undefined && body.status !== -1) where(sql`p.status = ${body.status}`);
  if (body.tag) where(sql`p.tags @> array[${body.tag.toLowerCase()}]::text[]`);
  if (body.channel) {
    // A channel by code or id (docs/channels.md); before channels were records, a microsite's code
    // (UK, EU…: products listed on that site), which clients may still send.
    const channel = await findChannelRef(db, body.channel);
    if (channel) where(sql`exists (select 1 from product_channels pch where pch.channel_id = ${channel.id} and pch.product_id = p.id)`);
    else {
      const code = body.channel.toLowerCase();
      const site = [...(await micrositeLookup(db)).values()].find((s) => s.code.toLowerCase() === code);
      if (!site)
        throw notFound(`No channel has code or id ${body.channel}`, [
          `channel: no channel has code or id ${body.channel}; channels: ${describeChannels(await channelRefs(db))}`,
        ]);
      where(sql`exists (select 1 from product_domains d where d.domain_id = ${site.id} and d.product_id = p.id)`);
    }
  }
  if (body.lifecycle) where(lifecycleCondition(body.lifecycle));
  // The trigram index of the lower-cased stock codes has a table of its own (migration 0029).
  if (body.stockCode)
    where(sql`p.id in (select k.product_id from product_code_search k where k.stock_code_key ilike ${containsPattern(body.stockCode)})`);
  if (body.itemType) where(sql`p.item_type = ${body.itemType}`);
  // A master that does not exist simply has no variants: an empty answer, as for an unknown tag.
  if (body.masterProductId) where(sql`p.parent_id = ${body.masterProductId}`);
  if (body.stockAvailability === 1) where(sql`${available} > 0`);
  if (body.stockAvailability === 2) where(sql`${available} <= 0`);
  if (body.manufacturer) {
    const text = body.manufacturer.toLowerCase();
    const ids = [...(await brandLookup(db)).values()].filter((b) => b.name.toLowerCase().includes(text)).map((b) => b.id);
    where(ids.length ? sql`(p.brand_id = any(${uuidArray(ids)}) or p.subbrand_id = any(${uuidArray(ids)}))` : sql`false`);
  }
  if (body.productName) {
    const words = searchWords(body.productName);
    // The free-text index narrows to products with these words somewhere; the name check keeps those
    // whose name has them (word starts, case-insensitive).
    if (words.length) {
      where(sql`p.id in (select ps.product_id from product_search ps where ps.search_vector @@ to_tsquery('simple', ${toPrefixQuery(words)}))`);
      for (const w of words) where(sql`p.name ~* ${`(^|[^[:alnum:]])${w}`}`);
    }
  }
  if (body.completenessBelow !== undefined)
    where(sql`exists (select 1 from product_completeness pc where pc.product_id = p.id and pc.completeness < ${body.completenessBelow})`);
  if (body.missingTranslation) {
    const { locale, all } = await requireLocale(db, body.missingTranslation, 'missingTranslation');
    if (locale.culture === all.default.culture)
      throw invalid([`missingTranslation: ${locale.culture} is the default language, which every product has; name another: ${describeLocales(all)}`]);
    where(missingTranslation(locale.culture));
  }
  if (body.freeText) {
    const words = searchWords(body.freeText);
    if (words.length) c.freeText = { words, raw: body.freeText.trim().toLowerCase(), named: (await namedTerms(db, words.map(prefixTerm))).filter(names) };
    else where(sql`false`);
  }
  return c;
}

/**
 * Not yet translated into a locale: no translated name, or no translated short description or
 * description where the product has text for it (its other fields are optional to translate).
 */
function missingTranslation(culture: string): SQL {
  const has = (field: string) => sql`exists (select 1 from product_translations t where t.product_id = p.id and t.locale = ${culture} and t.field = ${field})`;
  return sql`(not ${has('name')} or (p.short_description <> '' and not ${has('shortDescription')}) or (p.description <> '' and not ${has('description')}))`;
}
