import { sql } from 'drizzle-orm';
import { catalogSearchRequestSchema, type CatalogSearchRequest } from '@/lib/api/schemas/catalog-search';
import { invalidate } from '@/lib/service/cache';
import { searchCatalog } from '@/lib/service/catalog-search';
import { SEARCH_CACHE_PREFIX } from '@/lib/service/catalog-search/dictionary';
import { requireLocale, type Locale } from '@/lib/service/locales';
import { patchLocaleWords } from '@/lib/service/catalog-search/facts';
import { figures, type BenchSuite } from './harness';

/**
 * Translated content (issue 38, docs/locales.md).
 *
 * 1. A locale for the whole catalogue: every product's name and short description written in French,
 *    set-based (what an import of two translation columns writes), and the facts' French words
 *    patched — the floor of "adding a locale to 100,000 products".
 * 2. v2 faceted search in the default locale and in French, the same requests, alternating call by
 *    call (so both sides see the same load), the facet counts emptied before every call: the French
 *    side pays for its labels, the translated rows of the page and, for free text, the French words.
 *    Target: French ≤ 1.2× the default.
 */
const WORDS = ['dress', 'shirt', 'leather', 'linen', 'boots', 'jeans', 'jacket', 'cotton', 'wool', 'bag'];

export const suite: BenchSuite = {
  name: 'locales',
  async run(ctx) {
    const { db } = ctx;
    const { locale } = await requireLocale(db, 'fr-FR', 'bench');
    await db.execute(sql`delete from product_translations where locale = ${locale.culture}`);
    await ctx.duration(`add French to ${ctx.products.toLocaleString('en')} products (name + short description, set-based, with the facts' French words)`, () => addLocale(ctx.db, locale), {
      target: '≤ 60 s (by import)',
    });

    const first = await searchCatalog(db, catalogSearchRequestSchema.parse({ allowFacets: true, pageSize: 1 }), null);
    const departments = (first.filters.find((f) => f.key === 'category')?.items ?? []).filter((c) => c.level === 1);
    const brands = first.filters.find((f) => f.key === 'brand')?.items ?? [];
    const requests: CatalogSearchRequest[] = [];
    for (const [i, d] of departments.entries()) {
      requests.push(catalogSearchRequestSchema.parse({ allowFacets: true, pageSize: 24, currentPage: (i % 3) + 1, filters: [{ key: 'category', values: [d.key] }] }));
      requests.push(
        catalogSearchRequestSchema.parse({ allowFacets: true, pageSize: 24, filters: [{ key: 'category', values: [d.key] }, { key: 'brand', values: [brands[i % brands.length].key] }] }),
      );
    }
    for (const word of WORDS) requests.push(catalogSearchRequestSchema.parse({ allowFacets: true, pageSize: 24, freeText: word }));
    console.log(`  search mix: ${requests.length} requests (${departments.length} departments, ${WORDS.length} words), default and French in turn`);

    const times = { default: [] as number[], fr: [] as number[] };
    const byKind = { default: { text: [] as number[], filters: [] as number[] }, fr: { text: [] as number[], filters: [] as number[] } };
    const once = async (request: CatalogSearchRequest, side: 'default' | 'fr') => {
      invalidate(`${SEARCH_CACHE_PREFIX}counts:`);
      const started = performance.now();
      await searchCatalog(db, request, null, side === 'fr' ? locale : null);
      return performance.now() - started;
    };
    for (const r of requests) {
      await once(r, 'default');
      await once(r, 'fr');
    }
    for (let i = 0; i < 240; i++) {
      const r = requests[i % requests.length];
      // which side goes first alternates too
      const order: ('default' | 'fr')[] = i % 2 === 0 ? ['default', 'fr'] : ['fr', 'default'];
      for (const side of order) {
        const ms = await once(r, side);
        times[side].push(ms);
        byKind[side][r.freeText ? 'text' : 'filters'].push(ms);
      }
    }
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
    };
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const side of ['default', 'fr'] as const)
      console.log(`  v2 faceted search, ${side === 'fr' ? 'Language fr' : 'default locale'}: p50 ${pct(times[side], 50).toFixed(2)} ms · p99 ${pct(times[side], 99).toFixed(2)} ms · mean ${mean(times[side]).toFixed(2)} ms`);
    for (const kind of ['filters', 'text'] as const)
      console.log(`  ${kind === 'text' ? 'free text' : 'category/brand pages'}: default mean ${mean(byKind.default[kind]).toFixed(2)} ms · French ${mean(byKind.fr[kind]).toFixed(2)} ms · ×${(mean(byKind.fr[kind]) / mean(byKind.default[kind])).toFixed(2)}`);
    const ratio = mean(times.fr) / mean(times.default);
    console.log(`  French / default (mean of the same ${times.fr.length} requests): ×${ratio.toFixed(2)}`);
    figures.push({
      label: 'v2 faceted search, Language fr vs default (no facet cache, mix, alternating)',
      value: `fr p50 ${pct(times.fr, 50).toFixed(2)} ms · p99 ${pct(times.fr, 99).toFixed(2)} ms`,
      bare: `default p50 ${pct(times.default, 50).toFixed(2)} ms · p99 ${pct(times.default, 99).toFixed(2)} ms`,
      ratio: `×${ratio.toFixed(2)} (mean)`,
      target: '≤ ×1.2',
    });
  },
};

/** Every product's French name and short description (the English with a French word added), and the facts' French words. */
async function addLocale(db: Parameters<BenchSuite['run']>[0]['db'], locale: Locale) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into product_translations (product_id, locale, field, value, updated_by)
      select p.id, ${locale.culture}, f.field, f.value, 'bench'
      from products p
      cross join lateral (values ('name', p.name || ' (FR)'), ('shortDescription', 'Article : ' || p.short_description)) as f(field, value)
      where p.short_description <> '' or f.field = 'name'`);
    const masters = await tx.execute<{ id: string }>(sql`select product_id as id from catalog_search_facts`);
    await patchLocaleWords(tx, masters.rows.map((r) => r.id));
  });
}
