import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { categories, feeds, masterData, microsites, navItems, redirects } from '@/lib/db/schema';
import type {
  Feed,
  MasterDataItem,
  Microsite,
  NavItem,
  NavMenu,
  RedirectRule,
} from '@/lib/api/schemas/content';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { cached } from './cache';
import { settingValue } from './settings';
import { notFound } from '@/lib/errors';

/**
 * Site content for the storefront: navigation, feeds, redirects, master data and microsites. Every
 * read goes through the server cache (short TTL; GET /api/v2/infra/cache/clear empties it), so an
 * edit made elsewhere — a category renamed in v1 — shows once the entry expires or is cleared.
 */
export const CONTENT_CACHE_PREFIX = 'content:';
const TTL_MS = 60_000;

interface NavRow {
  id: string;
  parentId: string | null;
  navPosition: number;
  caption: string;
  captionTranslations: Record<string, string>;
  categoryName: string | null;
  categoryLink: string | null;
  widthPct: number;
  alignmentType: number;
  displayOrder: number;
  columnCount: number;
  isTopNav: boolean;
  headerContent: string;
  footerContent: string;
  htmlAttributes: string;
  hyperlink: string;
  channels: string[];
}

function navRows(db: Db): Promise<NavRow[]> {
  return cached(`${CONTENT_CACHE_PREFIX}nav`, TTL_MS, () =>
    db
      .select({
        id: navItems.id,
        parentId: navItems.parentId,
        navPosition: navItems.navPosition,
        caption: navItems.caption,
        captionTranslations: navItems.captionTranslations,
        categoryName: categories.name,
        categoryLink: categories.link,
        widthPct: navItems.widthPct,
        alignmentType: navItems.alignmentType,
        displayOrder: navItems.displayOrder,
        columnCount: navItems.columnCount,
        isTopNav: navItems.isTopNav,
        headerContent: navItems.headerContent,
        footerContent: navItems.footerContent,
        htmlAttributes: navItems.htmlAttributes,
        hyperlink: navItems.hyperlink,
        channels: navItems.channels,
      })
      .from(navItems)
      .leftJoin(categories, eq(categories.id, navItems.categoryId))
      .where(eq(navItems.isActive, true))
      .orderBy(asc(navItems.navPosition), asc(navItems.displayOrder)),
  );
}

/** "de-DE" and "de" both choose the German caption. */
function languageKey(language: string | null): string | null {
  const m = language ? /^([a-z]{2,3})(?:[-_][a-z0-9]+)*$/i.exec(language.trim()) : null;
  return m ? m[1].toLowerCase() : null;
}

function toNavItem(row: NavRow, language: string | null): NavItem {
  const translated = language ? row.captionTranslations[language] : undefined;
  return {
    recordId: row.id,
    caption: translated || row.caption || row.categoryName || '',
    navPosition: row.navPosition,
    widthPct: row.widthPct,
    alignmentType: row.alignmentType,
    displayOrder: row.displayOrder,
    columnCount: row.columnCount,
    isTopNav: row.isTopNav,
    headerContent: row.headerContent,
    footerCotent: row.footerContent,
    htmlAttrinutes: row.htmlAttributes,
    hyperlink: row.hyperlink || row.categoryLink || '',
    channels: row.channels,
    navBlocks: [],
    boxTitle: '',
    contentBody: '',
    navBlockType: 1,
    navItems: [],
  };
}

const navLink = (item: NavItem) => ({
  caption: item.caption,
  itemLink: item.hyperlink.replace(/^\/+/, ''),
  itemType: 1,
  displayOrder: item.displayOrder,
});

/**
 * The vendor's storefront reads a block as {boxTitle, contentBody, navItems} rather than as a nav item:
 * a block with children is a titled box of their links, a childless link is a box of itself. Set once
 * the tree is complete.
 */
function addStorefrontBlockView(item: NavItem): void {
  for (const child of item.navBlocks) addStorefrontBlockView(child);
  item.boxTitle = item.navBlocks.length ? item.caption : '';
  item.navItems = item.navBlocks.length ? item.navBlocks.map(navLink) : item.hyperlink ? [navLink(item)] : [];
}

/** GET /api/v2/content/nav: header and footer trees; captions in the Language header's language. */
export async function getNavMenu(db: Db, language: string | null): Promise<NavMenu> {
  const rows = await navRows(db);
  const lang = languageKey(language);
  const items = new Map(rows.map((r) => [r.id, toNavItem(r, lang)]));
  const menu: NavMenu = { header: [], footer: [] };
  for (const row of rows) {
    const item = items.get(row.id)!;
    if (row.parentId) {
      // A child of an inactive parent is hidden with it.
      items.get(row.parentId)?.navBlocks.push(item);
    } else if (row.navPosition === 1) menu.header.push(item);
    else if (row.navPosition === 2) menu.footer.push(item);
  }
  for (const item of [...menu.header, ...menu.footer]) addStorefrontBlockView(item);
  return menu;
}

function allFeeds(db: Db): Promise<Feed[]> {
  return cached(`${CONTENT_CACHE_PREFIX}feeds`, TTL_MS, () =>
    db
      .select({
        id: feeds.id,
        feedName: feeds.feedName,
        slug: feeds.slug,
        blobPath: feeds.blobPath,
        downloadLink: feeds.downloadLink,
      })
      .from(feeds)
      .orderBy(asc(feeds.feedName)),
  );
}

/** GET /api/v2/content/feed?slug= */
export async function getFeed(db: Db, slug: string): Promise<Feed> {
  const wanted = slug.trim().toLowerCase();
  const feed = (await allFeeds(db)).find((f) => f.slug.toLowerCase() === wanted);
  if (!feed) throw notFound(`No feed has the slug ${slug}`, [`slug: no feed has the slug ${slug}`]);
  return feed;
}

/** GET /api/v2/content/feed/all (extension): every feed, for the back-office list. */
export function listFeeds(db: Db): Promise<Feed[]> {
  return allFeeds(db);
}

/** GET /api/v2/content/redirects: the active rules, by old URL; oldUrl absolute on the storefront's domain. */
export async function listRedirects(db: Db): Promise<RedirectRule[]> {
  const [base, rules] = await Promise.all([siteBaseUrl(db), redirectRows(db)]);
  return rules.map((r) => ({ ...r, oldUrl: absolute(base, r.oldUrl) }));
}

function redirectRows(db: Db): Promise<RedirectRule[]> {
  return cached(`${CONTENT_CACHE_PREFIX}redirects`, TTL_MS, () =>
    db
      .select({
        oldUrl: redirects.oldUrl,
        newUrl: redirects.newUrl,
        redirectTypeValue: redirects.redirectType,
      })
      .from(redirects)
      .where(eq(redirects.isActive, true))
      .orderBy(asc(redirects.oldUrl)),
  );
}

/** All master data, grouped by table: a few hundred rows at most, so one cache entry serves every table. */
function masterDataByTable(db: Db): Promise<Map<number, MasterDataItem[]>> {
  return cached(`${CONTENT_CACHE_PREFIX}masterdata`, TTL_MS, async () => {
    const rows = await db
      .select()
      .from(masterData)
      .orderBy(asc(masterData.tableId), asc(masterData.displayOrder), asc(masterData.itemText));
    const byTable = new Map<number, MasterDataItem[]>();
    for (const r of rows) {
      const list = byTable.get(r.tableId) ?? [];
      list.push({
        table: r.tableId,
        itemValue: r.itemValue,
        itemText: r.itemText,
        parentItemValue: r.parentItemValue,
        customField1: r.customField1,
        customField2: r.customField2,
        customField3: r.customField3,
        customField4: r.customField4,
        displayOrder: r.displayOrder,
        isActive: r.isActive,
        isDefault: r.isDefault,
      });
      byTable.set(r.tableId, list);
    }
    return byTable;
  });
}

/** Table 25 (the vendor storefront's country list): the billing countries, ISO code as itemValue. */
function countryItems(db: Db): Promise<MasterDataItem[]> {
  return cached(`${CONTENT_CACHE_PREFIX}masterdata:countries`, TTL_MS, async () => {
    const rows = await db.execute<{ code: string; name: string; display_order: number }>(
      sql`select two_letter_iso_code as code, name, display_order from settings_countries where is_billing order by display_order, name`,
    );
    return rows.rows.map((r, i) => ({
      table: MASTER_DATA_TABLES.Countries,
      itemValue: r.code,
      itemText: r.name,
      parentItemValue: '',
      customField1: '',
      customField2: '',
      customField3: '',
      customField4: '',
      displayOrder: Number(r.display_order),
      isActive: true,
      isDefault: i === 0,
    }));
  });
}

/**
 * The storefront's base URL (DomainSettings.StorefrontBaseUrl), which makes redirect sources and
 * microsite slugs absolute as the vendor's storefront needs them; '' when unset (they stay relative).
 * Read through the settings' cache, which a change of the setting drops in every process.
 */
async function siteBaseUrl(db: Db): Promise<string> {
  return (await settingValue(db, 'DomainSettings.StorefrontBaseUrl')).trim().replace(/\/+$/, '');
}

const absolute = (base: string, path: string) =>
  !base || /^https?:\/\//i.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;

const KNOWN_TABLES = new Set<number>(Object.values(MASTER_DATA_TABLES));

/**
 * GET /api/v2/content/masterdata/:id. A table listed in MASTER_DATA_TABLES answers its items (an empty
 * list when it has none); any other id answers them when rows exist and 404 otherwise.
 */
export async function listMasterData(
  db: Db,
  tableId: number,
  includeInactive = false,
): Promise<MasterDataItem[]> {
  const items =
    tableId === MASTER_DATA_TABLES.Countries
      ? await countryItems(db)
      : tableId === MASTER_DATA_TABLES.StorefrontReturnReasons
        ? (await masterDataByTable(db))
            .get(MASTER_DATA_TABLES.ReturnReasons)
            ?.map((i) => ({ ...i, table: tableId }))
        : (await masterDataByTable(db)).get(tableId);
  if (!items && !KNOWN_TABLES.has(tableId))
    throw notFound(`Master data table ${tableId} does not exist`, [
      `id: no master data table has id ${tableId}`,
    ]);
  return (items ?? []).filter((i) => includeInactive || i.isActive);
}

/** The item values of one master data table (active items), for validating coded fields. */
export async function masterDataValues(db: Db, tableId: number): Promise<Set<string>> {
  return new Set((await listMasterData(db, tableId)).map((i) => i.itemValue));
}

/** GET /api/v2/content/microsite/all: active microsites in display order; slug absolute on the storefront's domain. */
export async function listActiveMicrosites(db: Db): Promise<Microsite[]> {
  const [base, sites] = await Promise.all([siteBaseUrl(db), micrositeRows(db)]);
  return sites.map((m) => ({ ...m, slug: absolute(base, m.slug) }));
}

function micrositeRows(db: Db): Promise<Microsite[]> {
  return cached(`${CONTENT_CACHE_PREFIX}microsites`, TTL_MS, () =>
    db
      .select({
        id: microsites.id,
        name: microsites.name,
        code: microsites.code,
        slug: microsites.slug,
        logo: microsites.logo,
        countryCode: microsites.countryCode,
        defaultLangCode: microsites.defaultLangCode,
        defaultLangCulture: microsites.defaultLangCulture,
        defaultCurrencyCode: microsites.defaultCurrencyCode,
        isPrimary: microsites.isPrimary,
        isActive: microsites.isActive,
        disableAccess: microsites.disableAccess,
        priority: microsites.priority,
        displayOrder: microsites.displayOrder,
        siteType: microsites.siteType,
      })
      .from(microsites)
      .where(eq(microsites.isActive, true))
      .orderBy(asc(microsites.displayOrder), sql`${microsites.name}`),
  );
}
