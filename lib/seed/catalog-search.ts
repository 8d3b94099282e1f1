import { rebuildCatalogFacts } from '@/lib/service/catalog-search/facts';
import { withIndexesAndKeysBuiltAfter } from './build-after-load';
import type { SeedPart } from './index';

/**
 * Builds the facts rows of the v2 catalogue search once all products exist, into a table whose
 * indexes (four of them GIN) are made once it is full, as the products' tables are.
 */
export const seedCatalogSearch: SeedPart = async (db, _catalogue, options) => {
  await withIndexesAndKeysBuiltAfter(db, ['catalog_search_facts'], options.onPhase, () => rebuildCatalogFacts(db));
};
