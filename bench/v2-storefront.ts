import { sql } from 'drizzle-orm';
import { listCompanies } from '@/lib/service/b2b/companies/list';
import { clearCache } from '@/lib/service/cache';
import { getNavMenu } from '@/lib/service/content';
import { getStoreSettings } from '@/lib/service/settings';
import { findStoresNear } from '@/lib/service/stores';
import type { BenchSuite } from './harness';

/**
 * Storefront reads of v2 content, stores and infra: each cold (cache cleared before every call, what
 * the first visitor after a cache clear waits for) and warm (served from the server cache).
 */
export const suite: BenchSuite = {
  name: 'v2 storefront reads',
  async run(ctx) {
    const cold = <T>(fn: () => Promise<T>) => async () => {
      clearCache();
      return fn();
    };
    const nav = () => getNavMenu(ctx.db, 'de');
    await ctx.latency('nav menu (cold)', cold(nav), {
      iterations: 100,
      bare: () => ctx.sql(sql`select n.*, c.name, c.link from nav_items n left join categories c on c.id = n.category_id where n.is_active`),
    });
    await ctx.latency('nav menu (cached)', nav);
    const near = () => findStoresNear(ctx.db, 'M1 1AE', 50, 20);
    await ctx.latency('stores near a post code (cold)', cold(near), { iterations: 100 });
    await ctx.latency('stores near a post code (cached)', near);
    const config = () => getStoreSettings(ctx.db, 'DE');
    await ctx.latency('store settings (cold)', cold(config), { iterations: 100 });
    await ctx.latency('store settings (cached)', config);
    await ctx.latency('B2B companies: search + page', () => listCompanies(ctx.db, { search: 'ltd', page: 1, pagesize: 20 }));
  },
};
