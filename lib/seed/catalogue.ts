import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { bulkInsert } from './bulk-insert';
import { withIndexesAndKeysBuiltAfter } from './build-after-load';
import { loadPipeline } from './load-pipeline';
import {
  BRANDS,
  CARE,
  CATEGORY_TREE,
  COLLECTIONS,
  COLOURS,
  COUNTRIES,
  CUSTOM_ATTRIBUTES,
  HS_CODES,
  NAME_WORDS,
  PRODUCT_FAMILIES,
  SEASONS,
  SIZES,
  SUPPLIER_NAMES,
  TAGS,
  type CategorySeed,
} from './catalogue-data';
import { ean13, Random, slugify } from './random';
import { refreshSearchIndex } from '@/lib/service/search-index';
import { refreshCompleteness } from '@/lib/service/products/completeness';
import { textArray } from '@/lib/db/arrays';
import { timed, type PhaseReport } from './phases';

/** Fixed clock of the demo data, so that two runs with the same size produce the same rows. */
export const SEED_EPOCH = Date.parse('2026-10-01T09:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const PRICE_LISTS = [
  { code: 'RETAIL-GBP', name: 'Retail GBP', currencyCode: 'GBP', currencySymbol: '£', rate: 1, isDefault: true, isGlobal: true },
  { code: 'RETAIL-EUR', name: 'Retail EUR', currencyCode: 'EUR', currencySymbol: '€', rate: 1.17, isDefault: false, isGlobal: false },
  { code: 'RETAIL-USD', name: 'Retail USD', currencyCode: 'USD', currencySymbol: '$', rate: 1.27, isDefault: false, isGlobal: false },
  { code: 'TRADE-GBP', name: 'Trade GBP (wholesale)', currencyCode: 'GBP', currencySymbol: '£', rate: 0.55, isDefault: false, isGlobal: false, isWholesale: true },
] as const;

export const WAREHOUSES = [
  { code: 'MAN-DC', name: 'Manchester Distribution Centre', isStore: false },
  { code: 'RTM-DC', name: 'Rotterdam Distribution Centre', isStore: false },
  { code: 'NJ-DC', name: 'New Jersey Distribution Centre', isStore: false },
  { code: 'LDN-STORE', name: 'London Regent Street Store', isStore: true },
];

export const MICROSITES = [
  { code: 'UK', name: 'Northfold Market UK', slug: 'uk', countryCode: 'GB', lang: 'en', culture: 'en-GB', currency: 'GBP', isPrimary: true },
  { code: 'EU', name: 'Northfold Market Europe', slug: 'eu', countryCode: 'DE', lang: 'de', culture: 'de-DE', currency: 'EUR', isPrimary: false },
  { code: 'US', name: 'Northfold Market US', slug: 'us', countryCode: 'US', lang: 'en', culture: 'en-US', currency: 'USD', isPrimary: false },
  { code: 'OUTLET', name: 'Northfold Outlet', slug: 'outlet', countryCode: 'GB', lang: 'en', culture: 'en-GB', currency: 'GBP', isPrimary: false },
];

interface FlatCategory {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  level: number;
  family: string;
  path: string[];
  ancestors: string[];
  seed: CategorySeed;
}

function flattenCategories(rng: Random): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: CategorySeed[], parent: FlatCategory | null, family: string | undefined) => {
    for (const node of nodes) {
      const fam = node.family ?? family ?? 'APPAREL';
      const flat: FlatCategory = {
        id: rng.uuid(),
        code: node.code,
        name: node.name,
        parentId: parent?.id ?? null,
        level: (parent?.level ?? 0) + 1,
        family: fam,
        path: [...(parent?.path ?? []), node.name],
        ancestors: [...(parent?.ancestors ?? []), ...(parent ? [parent.id] : [])],
        seed: node,
      };
      out.push(flat);
      if (node.children) walk(node.children, flat, fam);
    }
  };
  walk(CATEGORY_TREE, null, undefined);
  return out;
}

/** Price with a retail ending (.99 or .00), in minor units. */
function retailMinor(amount: number): number {
  const whole = Math.max(1, Math.round(amount));
  return whole >= 100 && whole % 5 === 0 ? whole * 100 : whole * 100 - 1;
}

/** Net of a gross price at a tax rate in basis points, rounded half up, in minor units. */
export function netOfTax(grossMinor: number, rateBasisPoints: number): number {
  return Math.round((grossMinor * 10000) / (10000 + rateBasisPoints));
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** The tables the products' load fills, whose secondary indexes and foreign keys are made once they are full. */
const PRODUCT_TABLES = ['products', 'product_categories', 'product_collections', 'product_prices', 'product_inventory', 'product_media', 'product_domains', 'product_relations', 'product_search', 'product_code_search'];

/** Products generated between two loads into the database (with their prices, stock, media and links). */
const PRODUCTS_PER_LOAD = 10_000;

export interface CatalogueSeedResult {
  productIds: string[];
  categoryIds: string[];
}

/** Generates the catalogue: reference data, the category tree and `products` product rows with their children. */
export async function seedCatalogue(
  db: Db,
  options: { products: number; seed?: number; productsPerLoad?: number; onPhase?: PhaseReport },
): Promise<CatalogueSeedResult> {
  const report = options.onPhase;
  const referenceStarted = performance.now();
  const rng = new Random(options.seed ?? 20261001);

  // Reference data ---------------------------------------------------------------------------
  const families = PRODUCT_FAMILIES.map((f, i) => ({ id: i + 1, code: f.code, name: f.name }));
  await bulkInsert(db, 'product_families', families.map((f) => ({ id: f.id, code: f.code, name: f.name })));
  await db.execute(sql`select setval('product_families_id_seq', (select max(id) from product_families))`);
  for (const f of PRODUCT_FAMILIES)
    await db.execute(sql`update product_families set required_attributes = ${textArray(f.requiredAttributes)} where code = ${f.code}`);
  const familyId = new Map<string, number>(families.map((f) => [f.code, f.id]));

  const taxClasses = [
    { id: 1, name: 'Standard (20%)', rate_basis_points: 2000 },
    { id: 2, name: 'Reduced (5%)', rate_basis_points: 500 },
    { id: 3, name: 'Zero (0%)', rate_basis_points: 0 },
  ];
  await bulkInsert(db, 'tax_classes', taxClasses);
  await db.execute(sql`select setval('tax_classes_id_seq', 3)`);

  const priceLists = PRICE_LISTS.map((p) => ({ ...p, id: rng.uuid() }));
  await bulkInsert(
    db,
    'price_lists',
    priceLists.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      currency_code: p.currencyCode,
      currency_symbol: p.currencySymbol,
      is_default: p.isDefault,
      is_global: p.isGlobal,
      is_wholesale: 'isWholesale' in p ? p.isWholesale : false,
      is_dynamic: p.code !== 'RETAIL-GBP',
      source_price_list_id: p.code === 'RETAIL-GBP' ? null : priceLists[0].id,
    })),
  );

  const warehouses = WAREHOUSES.map((w) => ({ ...w, id: rng.uuid() }));
  await bulkInsert(db, 'warehouses', warehouses.map((w) => ({ id: w.id, code: w.code, name: w.name, is_store: w.isStore })));

  const sites = MICROSITES.map((m, i) => ({ ...m, id: rng.uuid(), order: i + 1 }));
  await bulkInsert(
    db,
    'microsites',
    sites.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      slug: m.slug,
      logo: `/media/brand/${m.slug}-logo.svg`,
      country_code: m.countryCode,
      default_lang_code: m.lang,
      default_lang_culture: m.culture,
      default_currency_code: m.currency,
      is_primary: m.isPrimary,
      is_active: true,
      disable_access: false,
      priority: m.order,
      display_order: m.order,
      site_type: m.code === 'OUTLET' ? 2 : 1,
    })),
  );

  const seasons = SEASONS.map((s) => ({ ...s, id: rng.uuid() }));
  await bulkInsert(db, 'seasons', seasons.map((s) => ({ id: s.id, code: s.code, name: s.name })));

  const collections = COLLECTIONS.map((name) => ({ id: rng.uuid(), name, code: slugify(name).toUpperCase(), slug: slugify(name) }));
  await bulkInsert(db, 'collections', collections);

  const brands: { id: string; name: string; parentId: string | null; families: string[] }[] = [];
  for (const b of BRANDS) {
    const parent = { id: rng.uuid(), name: b.name, parentId: null, families: b.families };
    brands.push(parent);
    for (const sub of b.subBrands ?? []) brands.push({ id: rng.uuid(), name: sub, parentId: parent.id, families: b.families });
  }
  await bulkInsert(
    db,
    'brands',
    brands.map((b) => ({
      id: b.id,
      code: slugify(b.name).toUpperCase(),
      name: b.name,
      slug: slugify(b.name),
      parent_id: b.parentId,
      logo: `/media/brand/${slugify(b.name)}-logo.svg`,
      description: `${b.name} — ${b.families.map((f) => f.toLowerCase()).join(', ')}.`,
    })),
  );
  const masterBrands = brands.filter((b) => !b.parentId);
  const subBrandsOf = new Map(masterBrands.map((m) => [m.id, brands.filter((b) => b.parentId === m.id)]));

  const suppliers = SUPPLIER_NAMES.map((name, i) => {
    const country = rng.pick(COUNTRIES);
    return {
      record_id: rng.uuid(),
      code: `SUP${String(i + 1).padStart(3, '0')}`,
      name,
      email: `orders@${slugify(name)}.example`,
      phone_no: `+${rng.int(30, 90)} ${rng.int(100, 999)} ${rng.int(100000, 999999)}`,
      currency_code: rng.pick(['GBP', 'EUR', 'USD']),
      tax_reg_no: `${country.code}${rng.int(100000000, 999999999)}`,
      country_code: country.code,
      country: country.name,
      payment_term_code: rng.pick(['NET30', 'NET45', 'NET60', 'PREPAY']),
      shipment_term_code: rng.pick(['FOB', 'EXW', 'DDP', 'CIF']),
      default_lead_days: rng.int(3, 60),
      type: rng.pick([1, 1, 2, 3]),
      tax_inclusive: rng.chance(0.3),
      status: rng.chance(0.9),
      dropship: rng.chance(0.25),
      website: `https://www.${slugify(name)}.example`,
      po_create_type: rng.int(1, 3),
      account_manager: rng.pick(['Priya Shah', 'Tom Elliott', 'Aisha Khan', 'Marco Rossi', 'Hannah Webb']),
      account_manager_email: `${rng.pick(['priya', 'tom', 'aisha', 'marco', 'hannah'])}@northfold.example`,
    };
  });
  await bulkInsert(db, 'suppliers', suppliers);

  // Custom attribute metadata -------------------------------------------------------------------
  await bulkInsert(
    db,
    'attributes',
    CUSTOM_ATTRIBUTES.map((a, i) => ({
      field_code: a.fieldCode,
      field_name: a.fieldName,
      field_group: 'Custom attributes',
      default_value: '',
      info1: a.info1 ?? '',
      info2: `Families: ${a.families.join(', ')}`,
      info3: '',
      display_order: 1000 + i * 10,
      input_type: a.inputType,
      options: (a.options ?? []).map((o) => ({ key: slugify(o), value: o })),
      is_custom: true,
      is_required: false,
      is_searchable: a.inputType === 9 || a.inputType === 10,
      is_bulk_editable: true,
      validations: a.validations ?? [],
      search_type: a.searchType ?? 3,
    })),
  );

  // Categories --------------------------------------------------------------------------------
  const cats = flattenCategories(rng);
  const siblingsOrder = new Map<string, number>();
  await bulkInsert(
    db,
    'categories',
    cats.map((c, index) => {
      const key = c.parentId ?? 'root';
      const order = (siblingsOrder.get(key) ?? 0) + 1;
      siblingsOrder.set(key, order);
      const slug = c.path.map(slugify).join('/');
      return {
        id: c.id,
        code: c.code,
        name: c.name,
        parent_id: c.parentId,
        product_family_id: familyId.get(c.family),
        display_order: order,
        slug: slugify(c.path.join(' ')),
        image: `/media/categories/${c.code.toLowerCase()}.svg`,
        display_text: c.name,
        description: `Shop ${c.path.join(' › ')}: new season styles and everyday essentials.`,
        meta_title: `${c.path.slice().reverse().join(' | ')} | Northfold Market`,
        meta_description: `Discover ${c.name.toLowerCase()} in ${c.path[0].toLowerCase()} at Northfold Market.`,
        meta_keywords: c.path.map((p) => p.toLowerCase()).join(', '),
        // The vendor storefront's URL scheme (pages/category/[category]/[...subcategory]).
        link: `/category/${slug}`,
        is_featured: c.level <= 2 && rng.chance(0.3),
        is_gender_specific: ['W', 'M', 'K'].includes(c.code.split('-')[0]),
        external_ref_id: 1000 + index,
        tariff_code: c.seed.nouns ? rng.pick(HS_CODES[c.family]) : '',
        additional_info1: c.level === 1 ? 'Top navigation' : '',
      };
    }),
  );
  await bulkInsert(
    db,
    'category_files',
    cats
      .filter((c) => c.level <= 2)
      .flatMap((c) => [
        {
          record_id: rng.uuid(),
          category_id: c.id,
          media_type: 0,
          name: `${c.code.toLowerCase()}-banner.svg`,
          url: `/media/categories/${c.code.toLowerCase()}-banner.svg`,
          alt_text: `${c.path.join(' ')} banner`,
          preview_url: `/media/categories/${c.code.toLowerCase()}-banner.svg?w=200`,
          is_default: true,
          is_active: true,
          is_multiple: false,
          is_internal: false,
          display_order: 1,
        },
      ]),
  );

  // Products ----------------------------------------------------------------------------------
  // Loaded into tables without their secondary indexes and foreign keys, made again once full.
  report?.('reference data and categories', (performance.now() - referenceStarted) / 1000);
  const productIds = await withIndexesAndKeysBuiltAfter(db, PRODUCT_TABLES, report, async () => {
    const leaves = cats.filter((c) => c.seed.nouns);
    const brandPools = new Map<string, typeof masterBrands>();
    const brandPoolOf = (family: string) => {
      let pool = brandPools.get(family);
      if (!pool) {
        const ofFamily = masterBrands.filter((b) => b.families.includes(family));
        pool = ofFamily.length ? ofFamily : masterBrands;
        brandPools.set(family, pool);
      }
      return pool;
    };
    // Rows wait here until PRODUCTS_PER_LOAD products are made, then go to the database: a
    // million products' rows at once would need ~12 GB. The random sequence is the same either way.
    const productRows: Record<string, unknown>[] = [];
    const categoryLinks: Record<string, unknown>[] = [];
    const collectionLinks: Record<string, unknown>[] = [];
    const prices: Record<string, unknown>[] = [];
    const inventory: Record<string, unknown>[] = [];
    const media: Record<string, unknown>[] = [];
    const domainLinks: Record<string, unknown>[] = [];
    const relations: Record<string, unknown>[] = [];
    const productIds: string[] = [];
    const mastersByLeaf = new Map<string, string[]>();
    let relationCount = 0;
    const pipeline = loadPipeline(db, report);
    let generating = performance.now();
    const load = async () => {
      report?.('generate products', (performance.now() - generating) / 1000);
      await pipeline.load([
        ['products', productRows],
        ['product_categories', categoryLinks],
        ['product_collections', collectionLinks],
        ['product_prices', prices],
        ['product_inventory', inventory],
        ['product_media', media],
        ['product_domains', domainLinks],
        ['product_relations', relations],
      ]);
      generating = performance.now();
    };

    while (productIds.length < options.products) {
      if (productRows.length >= (options.productsPerLoad ?? PRODUCTS_PER_LOAD)) await load();
      await pipeline.breathe();
      const leafCat = rng.pick(leaves);
      const family = leafCat.family;
      const words = NAME_WORDS[family];
      const noun = rng.pick(leafCat.seed.nouns!);
      const adjective = rng.chance(0.8) ? rng.pick(words.adjectives) + ' ' : '';
      const material = rng.chance(0.6) ? rng.pick(words.materials) + ' ' : '';
      const baseName = `${adjective}${material}${noun}`.replace(/\s+/g, ' ').trim();
      const brand = rng.pick(brandPoolOf(family));
      const subs = subBrandsOf.get(brand.id) ?? [];
      const subbrand = subs.length && rng.chance(0.4) ? rng.pick(subs) : null;
      const season = rng.pick(seasons);
      const supplier = rng.pick(suppliers);
      const colour = rng.pick(COLOURS);
      const [lo, hi] = leafCat.seed.price!;
      const baseMinor = retailMinor(lo + rng.next() * (hi - lo));
      const created = SEED_EPOCH - rng.int(5, 720) * DAY - rng.int(0, DAY);
      const updated = Math.min(SEED_EPOCH, created + rng.int(0, 200) * DAY);
      const status = rng.weighted([[2, 70], [1, 15], [3, 8], [4, 5], [0, 2]] as const);
      const sizes = SIZES[family];
      const variantKind = sizes && rng.chance(0.14) ? 'size' : rng.chance(0.06) ? 'colour' : null;
      const variantLabels = variantKind === 'size' ? rng.sample(sizes!, rng.int(2, Math.min(4, sizes!.length))) : variantKind === 'colour' ? rng.sample(COLOURS, rng.int(2, 4)).map((c) => c.name) : [];
      const remaining = options.products - productIds.length;
      const variants = variantLabels.slice(0, Math.max(0, remaining - 1));
      const codeStem = `${leafCat.code.split('-').slice(0, 3).join('')}`.slice(0, 8);
      const taxClass = family === 'BEAUTY' && rng.chance(0.2) ? 2 : leafCat.code.startsWith('K-') ? 3 : 1;
      const rate = taxClasses[taxClass - 1].rate_basis_points;
      const extraCategory = rng.chance(0.25) ? rng.pick(leaves) : null;
      const coll = rng.chance(0.35) ? rng.sample(collections, rng.int(1, 2)) : [];
      const productTags = rng.sample(TAGS, rng.int(0, 3));
      const origin = rng.pick(COUNTRIES).code;
      const hs = rng.pick(HS_CODES[family]);
      const custom = customAttributesFor(rng, family, material.trim());
      const siteIds = rng.sample(sites, rng.int(1, 3)).map((s) => s.id);

      let masterCode = '';
      const makeProduct = (parentId: string | null, label: string | null) => {
        const id = rng.uuid();
        const iid = productIds.length + 1;
        // Variants share their master's code with a suffix: WCLTOP-000041-XL.
        const stem = parentId ? masterCode : `${codeStem}-${String(iid).padStart(6, '0')}`;
        if (!parentId) masterCode = stem;
        const stockCode = label ? `${stem}-${slugify(label).toUpperCase().replace(/-/g, '')}` : stem;
        const name = label ? `${baseName} – ${label}` : baseName;
        const variantColour = variantKind === 'colour' && label ? COLOURS.find((c) => c.name === label) ?? colour : colour;
        const ean = ean13(`50${String(iid).padStart(10, '0')}`);
        const sku = `${brand.name.slice(0, 3).toUpperCase().replace(/[^A-Z]/g, 'X')}${String(iid).padStart(7, '0')}`;
        productRows.push({
          id,
          iid,
          parent_id: parentId,
          stock_code: stockCode,
          sku,
          name,
          description: `<p>${name} from ${brand.name}. ${descriptionSentence(rng, family, noun)}</p>`,
          short_description: `${adjective.trim() || 'Everyday'} ${noun.toLowerCase()} in ${variantColour.name.toLowerCase()}.`,
          extended_description: '',
          notes: rng.chance(0.1) ? 'Photography pending re-shoot.' : '',
          keywords: [noun, material.trim(), brand.name, leafCat.name].filter(Boolean).join(', ').toLowerCase(),
          product_code: stem,
          season_id: season.id,
          drop_id: rng.chance(0.3) ? `DROP-${season.code}-${rng.int(1, 6)}` : '',
          tariff_code: hs,
          color_name: variantColour.name,
          color_code: variantColour.hex,
          origin_country: origin,
          product_variant_group_code: parentId || variants.length ? `VG-${stem}` : '',
          is_active: status === 2,
          is_visible: status === 2 && !rng.chance(0.05),
          has_variant: !parentId && variants.length > 0,
          is_for_pdlc: false,
          brand_id: brand.id,
          subbrand_id: subbrand?.id ?? null,
          default_category_id: leafCat.id,
          supplier_id: supplier.record_id,
          product_type: family === 'ELECTRONICS' && rng.chance(0.03) ? 2 : 1,
          status,
          item_type: parentId ? 2 : 1,
          mpn: `${brand.name.slice(0, 2).toUpperCase()}-${rng.int(10000, 99999)}`,
          upcean: ean,
          gtn: ean,
          barcode: ean,
          bar_code_url: `/media/barcodes/${stockCode}.svg`,
          sell_without_inventory: rng.chance(0.1),
          fulfil_from_warehouse: true,
          fulfil_from_store: rng.chance(0.3),
          fulfil_from_supplier: supplier.dropship && rng.chance(0.5),
          fulfil_from_warehouse_days: rng.int(1, 3),
          fulfil_from_store_days: rng.int(0, 2),
          fulfil_from_supplier_days: supplier.default_lead_days,
          uom: 'EA',
          weight: (rng.int(50, 5000) / 1000).toFixed(3),
          height: (rng.int(10, 600) / 10).toFixed(2),
          length: (rng.int(10, 800) / 10).toFixed(2),
          width: (rng.int(10, 500) / 10).toFixed(2),
          custom_attribute_set_id: family,
          custom_attributes: variantKind === 'size' && label ? { ...custom, Size: label } : custom,
          tags: productTags,
          variant_config: !parentId && variants.length
            ? { createManualStockCode: false, independentProductUrl: false, displayInProductWidget: true, displayInProductDetail: true, listType: variantKind === 'size' ? 2 : 1, selectedAttributeCodes: variantKind === 'size' ? 'Size' : 'ColorName', variantInputTypes: variantKind === 'size' ? 'Dropdown' : 'Swatch' }
            : null,
          purchasability_type: 1,
          enable_notify_me: rng.chance(0.4),
          enable_subscription: family === 'BEAUTY' && rng.chance(0.3),
          is_preorder_enabled: status === 1 && rng.chance(0.2),
          launch_date: iso(created + 7 * DAY),
          preorder_launch_date: null,
          preorder_max_stock: 0,
          min_purchase_qty: 1,
          max_purchase_qty: rng.chance(0.1) ? 5 : 0,
          seo_url: slugify(`${name} ${stockCode}`),
          meta_title: `${name} | ${brand.name}`,
          meta_description: `Buy the ${name.toLowerCase()} from ${brand.name}. Free returns within 30 days.`,
          meta_keywords: `${noun.toLowerCase()}, ${brand.name.toLowerCase()}`,
          is_free_shipping: baseMinor > 10000,
          delivery_note: baseMinor > 20000 ? 'Signature required on delivery' : '',
          additional_shipping_fees: family === 'HOME' && rng.chance(0.1) ? '9.95' : '0',
          enable_gift_wrap: family !== 'ELECTRONICS' && rng.chance(0.4),
          show_related_products: true,
          published_at: status === 2 ? iso(created + DAY) : null,
          version: 1,
          created_at: iso(created),
          updated_at: iso(updated),
        });
        productIds.push(id);
        categoryLinks.push({ product_id: id, category_id: leafCat.id, is_default: true });
        if (extraCategory && extraCategory.id !== leafCat.id)
          categoryLinks.push({ product_id: id, category_id: extraCategory.id, is_default: false });
        for (const c of coll) collectionLinks.push({ product_id: id, collection_id: c.id });
        const listMinor = rng.chance(0.25) ? retailMinor((baseMinor / 100) * 1.25) : baseMinor;
        for (const pl of priceLists) {
          const gross = pl.rate === 1 ? baseMinor : retailMinor((baseMinor / 100) * pl.rate);
          const list = pl.rate === 1 ? listMinor : retailMinor((listMinor / 100) * pl.rate);
          const cost = Math.round(baseMinor * 0.38);
          prices.push({
            product_id: id,
            price_list_id: pl.id,
            sell_price: money(gross),
            sell_price_exc_vat: money(netOfTax(gross, rate)),
            list_price: money(list),
            cost_price: money(cost),
            landing_cost: money(Math.round(cost * 1.08)),
            tax_class_id: taxClass,
            same_as_master: parentId !== null && pl.rate === 1,
            last_updated: iso(updated),
          });
        }
        for (const w of warehouses) {
          if (w.isStore && !rng.chance(0.4)) continue;
          const onHand = rng.chance(0.08) ? 0 : rng.int(0, 250);
          inventory.push({
            product_id: id,
            warehouse_id: w.id,
            stock_on_hand: onHand,
            stock_allocated: Math.min(onHand, rng.int(0, 20)),
            last_updated: iso(updated),
          });
        }
        const images = parentId ? 1 : rng.int(1, 4);
        for (let n = 1; n <= images; n++) {
          media.push({
            record_id: rng.uuid(),
            product_id: id,
            media_type: 0,
            name: `${stockCode.toLowerCase()}-${n}.svg`,
            url: `/media/products/${stockCode.toLowerCase()}-${n}.svg`,
            alt_text: `${name}, view ${n}`,
            preview_url: `/media/products/${stockCode.toLowerCase()}-${n}.svg?w=160`,
            is_default: n === 1,
            is_active: true,
            display_order: n,
          });
        }
        if (!parentId && rng.chance(0.05)) {
          media.push({
            record_id: rng.uuid(),
            product_id: id,
            media_type: 1,
            name: `${stockCode.toLowerCase()}-video.mp4`,
            url: `/media/products/${stockCode.toLowerCase()}-video.mp4`,
            alt_text: `${name} video`,
            preview_url: `/media/products/${stockCode.toLowerCase()}-1.svg?w=160`,
            is_default: false,
            is_active: true,
            display_order: 99,
          });
        }
        siteIds.forEach((siteId, i) =>
          domainLinks.push({
            record_id: rng.uuid(),
            product_id: id,
            domain_id: siteId,
            category_id: leafCat.id,
            is_active: status === 2,
            is_visible: status === 2,
            sell_without_inventory: false,
            exclude_from_shopping_feed: rng.chance(0.05),
            sort_order: i,
            availability_text: 'In stock',
            condition: 'New',
            show_condition_on_store_front: false,
            launch_date: iso(created + 7 * DAY),
          }),
        );
        return id;
      };

      const masterId = makeProduct(null, null);
      for (const label of variants) makeProduct(masterId, label);
      const siblings = mastersByLeaf.get(leafCat.id) ?? [];
      for (const other of rng.sample(siblings, Math.min(3, siblings.length)))
        relations.push({ product_id: masterId, related_product_id: other, display_order: relationCount++ % 10 });
      siblings.push(masterId);
      mastersByLeaf.set(leafCat.id, siblings);
    }

    await load();
    await pipeline.finish();
    await db.execute(sql`select setval('products_iid_seq', (select coalesce(max(iid), 1) from products))`);
    // The search rows' statement fills product_code_search while it checks, row by row, that each
    // product has none there yet: on a table the planner believes empty it chose a nested loop over a
    // scan of that table, which grew with every row inserted (83 s of 215 in a seed of 100,000 products). A hash
    // join reads it once.
    await db.execute(sql`set local enable_nestloop = off`);
    await timed(report, 'search rows', () => refreshSearchIndex(db, 'all'));
    await db.execute(sql`reset enable_nestloop`);
    return productIds;
  });
  await timed(report, 'completeness', () => refreshCompleteness(db, 'all'));
  return { productIds, categoryIds: cats.map((c) => c.id) };
}

function customAttributesFor(rng: Random, family: string, material: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const a of CUSTOM_ATTRIBUTES) {
    if (!a.families.includes(family) || !rng.chance(0.8)) continue;
    switch (a.inputType) {
      case 9:
        values[a.fieldCode] = slugify(rng.pick(a.options!));
        break;
      case 10:
        values[a.fieldCode] = rng.sample(a.options!, rng.int(1, 2)).map(slugify).join(',');
        break;
      case 6:
        values[a.fieldCode] = String(rng.chance(0.5));
        break;
      case 4:
        values[a.fieldCode] = String(rng.pick([12, 24, 36]));
        break;
      case 5:
        values[a.fieldCode] = String(rng.pick([30, 50, 100, 150, 200, 250]));
        break;
      default:
        values[a.fieldCode] = a.fieldCode === 'Material' ? material || 'Mixed materials' : rng.pick(CARE);
    }
  }
  return values;
}

function descriptionSentence(rng: Random, family: string, noun: string): string {
  const lines: Record<string, string[]> = {
    APPAREL: ['Cut for an easy fit and finished with neat seams.', 'A wardrobe staple that layers well year round.', 'Garment-dyed for a soft, lived-in feel.'],
    FOOTWEAR: ['Cushioned insole for all-day comfort.', 'Grippy rubber outsole for city streets.', 'Built on a classic last with a modern profile.'],
    ACCESSORIES: ['Finished by hand with attention to detail.', 'Sized to carry the everyday essentials.', 'Comes gift-boxed.'],
    HOME: ['Designed to be used every day and look good doing it.', 'Oven safe and easy to clean.', 'Adds warmth and texture to any room.'],
    BEAUTY: ['Dermatologically tested and suitable for sensitive skin.', 'Cruelty-free formula.', 'Lightweight texture that absorbs quickly.'],
    ELECTRONICS: ['Up to 30 hours of battery life.', 'Pairs in seconds with Bluetooth 5.3.', 'Charges over USB-C.'],
    SPORTS: ['Sweat-wicking fabric keeps you cool.', 'Packs down small for travel.', 'Tested by athletes in all conditions.'],
  };
  return `${rng.pick(lines[family] ?? lines.APPAREL)} This ${noun.toLowerCase()} is part of our ${rng.pick(['core', 'new season', 'bestselling'])} range.`;
}
