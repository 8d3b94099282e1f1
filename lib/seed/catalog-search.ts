import { rebuildCatalogFacts } from '@/lib/service/catalog-search/facts';
import type { SeedPart } from './index';

/** Builds the facts rows of the v2 catalogue search once all products exist. */
export const seedCatalogSearch: SeedPart = async (db) => {
  await rebuildCatalogFacts(db);
};
