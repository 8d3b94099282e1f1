import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { bulkInsert } from './bulk-insert';
import type { SeedPart } from './index';
import { Random, slugify } from './random';

/**
 * Site content: master data (all tables but the returns lists, which the returns part seeds), the
 * header menu built from the category tree, the footer, product feeds and redirect rules.
 */

type MasterRow = [value: string, text: string, extra?: Partial<Record<'parent' | 'cf1' | 'cf2' | 'cf3' | 'cf4', string>> & { inactive?: boolean; isDefault?: boolean }];

const MASTER_DATA: Record<number, MasterRow[]> = {
  [MASTER_DATA_TABLES.Titles]: [
    ['Mr', 'Mr', { isDefault: true }], ['Mrs', 'Mrs'], ['Ms', 'Ms'], ['Miss', 'Miss'], ['Mx', 'Mx'], ['Dr', 'Dr'],
    ['Prof', 'Prof'], ['Rev', 'Rev', { inactive: true }],
  ],
  [MASTER_DATA_TABLES.Genders]: [
    ['F', 'Female'], ['M', 'Male'], ['X', 'Non-binary'], ['U', 'Prefer not to say', { isDefault: true }],
  ],
  [MASTER_DATA_TABLES.BusinessTypes]: [
    ['RETAIL', 'Retailer', { isDefault: true }], ['WHOLESALE', 'Wholesaler / distributor'], ['HOSPITALITY', 'Hotels & hospitality'],
    ['EDUCATION', 'Schools & education'], ['HEALTHCARE', 'Healthcare'], ['PUBLIC', 'Public sector'],
    ['CORPORATE', 'Corporate gifting & uniforms'], ['CHARITY', 'Charity & non-profit'], ['SPORTS-CLUB', 'Sports club'],
    ['ONLINE', 'Online marketplace seller', { inactive: true }],
  ],
  [MASTER_DATA_TABLES.CompanyUserRoles]: [
    ['1', 'Administrator', { cf1: 'Manages users, addresses and orders', isDefault: true }],
    ['2', 'Buyer', { cf1: 'Places orders and requests quotes' }],
    ['3', 'Approver', { cf1: 'Approves orders above the spending limit' }],
    ['4', 'Viewer', { cf1: 'Sees orders and invoices' }],
  ],
  [MASTER_DATA_TABLES.ContactReasons]: [
    ['ORDER', 'My order'], ['ORDER-LATE', 'My order has not arrived', { parent: 'ORDER' }],
    ['ORDER-DAMAGED', 'An item arrived damaged', { parent: 'ORDER' }], ['ORDER-CHANGE', 'Change or cancel my order', { parent: 'ORDER' }],
    ['RETURN', 'Returns and refunds'], ['PRODUCT', 'A question about a product'], ['TRADE', 'Trade accounts'],
    ['STORE', 'Our stores'], ['PRESS', 'Press and partnerships'], ['OTHER', 'Something else', { isDefault: true }],
  ],
  [MASTER_DATA_TABLES.DeliveryTimeSlots]: [
    ['AM', 'Morning (8am – 12pm)', { cf1: '08:00', cf2: '12:00', cf3: '0.00' }],
    ['PM', 'Afternoon (12pm – 6pm)', { cf1: '12:00', cf2: '18:00', cf3: '0.00', isDefault: true }],
    ['EVE', 'Evening (6pm – 9pm)', { cf1: '18:00', cf2: '21:00', cf3: '3.95' }],
    ['SAT', 'Saturday (8am – 1pm)', { cf1: '08:00', cf2: '13:00', cf3: '5.95', cf4: 'Saturday only' }],
  ],
  // The reasons the vendor storefront offers when a shopper cancels an order (docs/real-clients.md).
  [MASTER_DATA_TABLES.CancelReasons]: [
    ['CHANGED-MIND', 'I changed my mind', { isDefault: true }], ['FOUND-CHEAPER', 'I found it cheaper elsewhere'],
    ['ORDERED-WRONG', 'I ordered the wrong item or size'], ['TOO-SLOW', 'Delivery would take too long'], ['OTHER', 'Another reason'],
  ],
};

async function seedMasterData(db: Db) {
  const rows = Object.entries(MASTER_DATA).flatMap(([table, items]) =>
    items.map(([value, text, extra = {}], i) => ({
      table_id: Number(table),
      item_value: value,
      item_text: text,
      parent_item_value: extra.parent ?? '',
      custom_field1: extra.cf1 ?? '',
      custom_field2: extra.cf2 ?? '',
      custom_field3: extra.cf3 ?? '',
      custom_field4: extra.cf4 ?? '',
      display_order: i + 1,
      is_active: !extra.inactive,
      is_default: extra.isDefault ?? false,
    })),
  );
  await bulkInsert(db, 'master_data', rows);
}

/** Top-level captions in the storefront's other languages, by category code. */
const DEPARTMENT_TRANSLATIONS: Record<string, Record<string, string>> = {
  W: { de: 'Damen', fr: 'Femme' },
  M: { de: 'Herren', fr: 'Homme' },
  K: { de: 'Kinder', fr: 'Enfant' },
  H: { de: 'Wohnen', fr: 'Maison' },
  B: { de: 'Beauty', fr: 'Beauté' },
  E: { de: 'Elektronik', fr: 'Électronique' },
  S: { de: 'Sport & Outdoor', fr: 'Sport & plein air' },
};

const FOOTER: { caption: string; de: string; fr: string; links: [string, string][] }[] = [
  {
    caption: 'Help', de: 'Hilfe', fr: 'Aide',
    links: [['Contact us', '/help/contact'], ['Delivery', '/help/delivery'], ['Returns & refunds', '/help/returns'], ['Track my order', '/account/orders'], ['FAQs', '/help/faq']],
  },
  {
    caption: 'About us', de: 'Über uns', fr: 'À propos',
    links: [['Our story', '/about'], ['Sustainability', '/about/sustainability'], ['Careers', '/careers'], ['Press', '/press'], ['Store finder', '/store-locator']],
  },
  {
    caption: 'Trade', de: 'Geschäftskunden', fr: 'Professionnels',
    links: [['Open a trade account', '/trade/register'], ['Request a quote', '/trade/quote'], ['Corporate gifting', '/trade/gifting']],
  },
  {
    caption: 'Legal', de: 'Rechtliches', fr: 'Mentions légales',
    links: [['Terms & conditions', '/legal/terms'], ['Privacy policy', '/legal/privacy'], ['Cookie policy', '/legal/cookies'], ['Accessibility', '/legal/accessibility'], ['Modern slavery statement', '/legal/modern-slavery']],
  },
];

type CategoryRow = {
  id: string;
  code: string;
  name: string;
  link: string;
  parent_id: string | null;
  display_order: number;
};

type NavRow = Record<string, unknown>;

function navRow(rng: Random, fields: Partial<NavRow> & { nav_position: number; display_order: number }): NavRow {
  return {
    id: rng.uuid(),
    parent_id: null,
    category_id: null,
    caption: '',
    caption_translations: {},
    width_pct: 100,
    alignment_type: 1,
    column_count: 1,
    is_top_nav: false,
    header_content: '',
    footer_content: '',
    html_attributes: '',
    hyperlink: '',
    channels: ['web', 'app'],
    is_active: true,
    ...fields,
  };
}

async function seedNavigation(db: Db, rng: Random) {
  const { rows: cats } = await db.execute<CategoryRow>(
    sql`select id, code, name, link, parent_id, display_order from categories order by display_order, name`,
  );
  const childrenOf = (id: string | null) => cats.filter((c) => c.parent_id === id);
  const rows: NavRow[] = [];
  const roots = childrenOf(null);
  roots.forEach((root, i) => {
    const columns = childrenOf(root.id);
    const top = navRow(rng, {
      nav_position: 1,
      display_order: i + 1,
      category_id: root.id,
      caption_translations: DEPARTMENT_TRANSLATIONS[root.code] ?? {},
      is_top_nav: true,
      alignment_type: 4,
      column_count: Math.min(Math.max(columns.length, 1), 4),
      header_content: `<p class="nav-intro">New season ${root.name.toLowerCase()}: <a href="${root.link}?sort=newest">shop the latest</a></p>`,
      footer_content: `<a class="nav-all" href="${root.link}">Shop all ${root.name}</a>`,
    });
    rows.push(top);
    columns.forEach((column, j) => {
      const heading = navRow(rng, { nav_position: 1, display_order: j + 1, parent_id: top.id, category_id: column.id });
      rows.push(heading);
      childrenOf(column.id).forEach((leaf, k) =>
        rows.push(navRow(rng, { nav_position: 1, display_order: k + 1, parent_id: heading.id, category_id: leaf.id })),
      );
    });
  });
  rows.push(
    navRow(rng, {
      nav_position: 1, display_order: roots.length + 1, caption: 'Sale', caption_translations: { de: 'Sale', fr: 'Soldes' },
      hyperlink: '/sale', html_attributes: 'class="nav-sale"', is_top_nav: true,
    }),
    navRow(rng, {
      nav_position: 1, display_order: roots.length + 2, caption: 'Gift cards', caption_translations: { de: 'Geschenkkarten', fr: 'Cartes cadeaux' },
      hyperlink: '/gift-cards', is_top_nav: true, channels: ['web'],
    }),
  );
  FOOTER.forEach((column, i) => {
    const heading = navRow(rng, {
      nav_position: 2, display_order: i + 1, caption: column.caption, caption_translations: { de: column.de, fr: column.fr },
      width_pct: 25, column_count: 1,
    });
    rows.push(heading);
    column.links.forEach(([caption, hyperlink], j) =>
      rows.push(navRow(rng, { nav_position: 2, display_order: j + 1, parent_id: heading.id, caption, hyperlink })),
    );
  });
  await bulkInsert(db, 'nav_items', rows);
  return cats;
}

const FEEDS: [name: string, slug: string][] = [
  ['Google Shopping UK', 'google-shopping-uk'], ['Google Shopping Germany', 'google-shopping-de'],
  ['Google Shopping US', 'google-shopping-us'], ['Meta catalogue', 'meta-catalogue'], ['Pinterest catalogue', 'pinterest'],
  ['Microsoft Shopping UK', 'microsoft-shopping-uk'], ['Awin affiliate products', 'awin-affiliate'],
  ['Idealo price comparison', 'idealo-de'], ['Marketplace stock levels', 'marketplace-stock'],
];

async function seedFeeds(db: Db, rng: Random) {
  await bulkInsert(
    db,
    'feeds',
    FEEDS.map(([name, slug]) => {
      const file = `${slug}.${slug.includes('stock') ? 'csv' : 'xml'}`;
      return { id: rng.uuid(), feed_name: name, slug, blob_path: `feeds/${file}`, download_link: `https://cdn.northfold.example/feeds/${file}` };
    }),
  );
}

const FIXED_REDIRECTS: [string, string, number][] = [
  ['/womens', '/category/women', 301], ['/mens', '/category/men', 301], ['/kids-clothing', '/category/kids', 301], ['/homeware', '/category/home', 301],
  ['/contact-us', '/help/contact', 301], ['/delivery-information', '/help/delivery', 301], ['/returns-policy', '/help/returns', 301],
  ['/terms', '/legal/terms', 301], ['/privacy', '/legal/privacy', 301],
  ['/black-friday', '/sale', 302], ['/christmas', '/gift-cards', 302], ['/summer-sale', '/sale', 302],
  ['/app', 'https://apps.northfold.example/download', 302], ['/trade-account', '/trade/register', 301],
];

async function seedRedirects(db: Db, rng: Random, cats: CategoryRow[]) {
  const rules = FIXED_REDIRECTS.map(([oldUrl, newUrl, type]) => ({ oldUrl, newUrl, type }));
  // Old platform category URLs (/c/<slug>.html) for a sample of categories.
  for (const c of rng.sample(cats.filter((c) => c.parent_id !== null), 35)) {
    rules.push({ oldUrl: `/c/${slugify(c.name)}-${c.code.toLowerCase()}.html`, newUrl: c.link, type: 301 });
  }
  await bulkInsert(
    db,
    'redirects',
    rules.map((r) => ({ id: rng.uuid(), old_url: r.oldUrl, new_url: r.newUrl, redirect_type: r.type, is_active: true })),
  );
}

export const seedContent: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 101);
  await seedMasterData(db);
  const cats = await seedNavigation(db, rng);
  await seedFeeds(db, rng);
  await seedRedirects(db, rng, cats);
};
