import type { Db } from '@/lib/db';
import { seedB2B } from './b2b';
import { seedBaskets } from './baskets';
import { seedCatalogSearch } from './catalog-search';
import { seedCatalogue, type CatalogueSeedResult } from './catalogue';
import { seedChannels } from './channels';
import { seedCommerceSetup } from './commerce-setup';
import { seedContent } from './content';
import { seedOrders, seedReturnMasterData } from './orders';
import { seedSettings } from './settings';
import { seedStores } from './stores';
import { setCatalogFactsTracking } from '@/lib/service/catalog-search/facts';
import { timed, type PhaseReport } from './phases';

export interface SeedOptions {
  products: number;
  seed?: number;
  /** Products generated between two loads into the database (10,000 unless a test crosses loads with few). */
  productsPerLoad?: number;
  /** Told each phase's seconds as it ends (lib/seed/phases.ts). */
  onPhase?: PhaseReport;
}

/**
 * A part of the demo data. Parts run in order inside one transaction, each seeing what earlier parts
 * made (the catalogue first: orders, baskets and content refer to its products).
 */
export type SeedPart = (db: Db, catalogue: CatalogueSeedResult, options: SeedOptions) => Promise<void>;

const parts: SeedPart[] = [
  // content, settings, stores and B2B companies
  seedContent,
  seedSettings,
  // channels (their locales, currencies and countries are settings) and the products each offers
  seedChannels,
  seedStores,
  seedB2B,
  // commerce: return reasons and actions, shipping and promotions, orders with returns, baskets
  seedReturnMasterData,
  seedCommerceSetup,
  seedOrders,
  seedBaskets,
  // the v2 search's facts rows, once every product exists
  seedCatalogSearch,
];

/** Seeds an empty database with the deterministic demo data. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The v2 search's facts are rebuilt by the last part; tracking row changes until then is wasted work.
    await setCatalogFactsTracking(t, false);
    const catalogue = await seedCatalogue(t, options);
    for (const part of parts) await timed(options.onPhase, part.name, () => part(t, catalogue, options));
  });
}
