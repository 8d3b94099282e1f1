import type { Db } from '@/lib/db';
import type { Brand } from '@/lib/api/schemas/catalog-search';
import { dictKey, facetDictionary, searchLabels } from './catalog-search/dictionary';
import { visibleTokenCounts } from './catalog-search/facets';
import { syncCatalogFacts } from './catalog-search/facts';
import { priceBands } from './catalog-search/plan';
import { priceListForCurrency } from './price-lists';
import type { Locale } from './locales';

/**
 * GET /api/v2/catalog/brand/all: active brands A–Z with their active sub-brands and how many searchable
 * products each has (the numbers the search's brand facet shows with no filter).
 */
export async function listBrands(db: Db, locale: Locale | null = null): Promise<Brand[]> {
  const generation = await syncCatalogFacts(db);
  const priceList = await priceListForCurrency(db, null);
  const [labels, dict, counts] = await Promise.all([
    searchLabels(db, locale),
    facetDictionary(db, generation),
    visibleTokenCounts(db, generation, { priceList, bands: priceBands(priceList) }),
  ]);
  const countOf = (facet: string, id: string) => counts.get(dict.byKey.get(dictKey(facet, id)) ?? -1) ?? 0;
  const all = [...labels.brands.values()].filter((b) => b.isActive);
  return all
    .filter((b) => !b.parentId)
    .map((b) => ({
      id: b.id,
      iid: b.iid,
      code: b.code,
      name: b.name,
      slug: b.slug,
      logo: b.logo,
      description: b.description,
      productCount: countOf('brand', b.id),
      subBrands: all
        .filter((s) => s.parentId === b.id)
        .map((s) => ({ id: s.id, iid: s.iid, code: s.code, name: s.name, slug: s.slug, logo: s.logo, productCount: countOf('subBrand', s.id) })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
