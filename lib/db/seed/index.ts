import type { Db } from '../client';
import { seedB2B } from './b2b';
import { seedCatalogue, type CatalogueSeedResult } from './catalogue';
import { seedContent } from './content';
import { seedSettings } from './settings';
import { seedStores } from './stores';

export interface SeedOptions {
  products: number;
  seed?: number;
}

/**
 * A part of the demo data. Parts run in order inside one transaction, each seeing what earlier parts
 * made (the catalogue first: orders, baskets and content refer to its products).
 */
export type SeedPart = (db: Db, catalogue: CatalogueSeedResult, options: SeedOptions) => Promise<void>;

const parts: SeedPart[] = [seedContent, seedSettings, seedStores, seedB2B];

/** Seeds an empty database with the deterministic demo data. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const catalogue = await seedCatalogue(t, options);
    for (const part of parts) await part(t, catalogue, options);
  });
}
