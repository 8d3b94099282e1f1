import { z } from 'zod';
import { MASTER_DATA_TABLES } from './master-data';

/** navPosition values (the spec leaves them open). */
export const NAV_POSITIONS = { 1: 'Header', 2: 'Footer' } as const;
/** alignmentType values: how a drop-down panel sits under its top item. */
export const NAV_ALIGNMENTS = { 1: 'Left', 2: 'Centre', 3: 'Right', 4: 'Full width' } as const;

export interface NavItem {
  recordId: string;
  caption: string;
  navPosition: number;
  widthPct: number;
  alignmentType: number;
  displayOrder: number;
  columnCount: number;
  isTopNav: boolean;
  headerContent: string;
  footerCotent: string;
  htmlAttrinutes: string;
  hyperlink: string;
  channels: string[];
  navBlocks: NavItem[];
  boxTitle: string;
  contentBody: string;
  navBlockType: number;
  navItems: NavLink[];
}

/** A link of a block as the vendor's storefront reads a block (`navItems` of a `navBlocks` entry). */
export interface NavLink {
  caption: string;
  itemLink: string;
  itemType: number;
  displayOrder: number;
}

const navLinkSchema = z
  .object({
    caption: z.string(),
    itemLink: z.string().meta({ description: 'The link without its leading slash' }),
    itemType: z.number().int().meta({ description: '1 link' }),
    displayOrder: z.number().int(),
  })
  .meta({ id: 'NavLink' });

/**
 * A navigation item. `footerCotent` and `htmlAttrinutes` are spelled as in the service interface's
 * sample (spec § Content). Items form a tree: `navBlocks` holds the child items, in display order, with
 * the same shape (a top item's blocks are its drop-down columns, a column's blocks its links).
 */
export const navItemSchema: z.ZodType<NavItem> = z
  .object({
    recordId: z.string(),
    caption: z
      .string()
      .meta({ description: 'In the language of the Language header when a translation exists' }),
    navPosition: z.number().int().meta({ description: '1 Header, 2 Footer' }),
    widthPct: z.number().int().meta({ description: 'Width of the drop-down panel, percent of the page' }),
    alignmentType: z.number().int().meta({ description: '1 Left, 2 Centre, 3 Right, 4 Full width' }),
    displayOrder: z.number().int(),
    columnCount: z.number().int().meta({ description: 'Columns the child blocks are laid out in' }),
    isTopNav: z.boolean().meta({ description: 'true for the items of the top bar' }),
    headerContent: z.string().meta({ description: 'HTML shown above the child blocks' }),
    footerCotent: z
      .string()
      .meta({ description: 'HTML shown below the child blocks (spelled so in the spec)' }),
    htmlAttrinutes: z
      .string()
      .meta({ description: 'Extra HTML attributes of the link, e.g. class="sale" (spelled so in the spec)' }),
    hyperlink: z
      .string()
      .meta({ description: 'Site-relative or absolute URL; empty for a heading without link' }),
    channels: z.array(z.string()).meta({ description: 'Channels showing the item: web, app' }),
    get navBlocks() {
      return z.array(navItemSchema).meta({ description: 'Child items (same shape), in display order' });
    },
    boxTitle: z.string().meta({
      description:
        'Extension for the vendor storefront (Navbar.tsx, Footer.tsx read a block as {boxTitle, contentBody, navItems}): the caption when the item has children, else empty',
    }),
    contentBody: z
      .string()
      .meta({ description: 'Extension (vendor storefront): HTML of the block; always empty here' }),
    navBlockType: z
      .number()
      .int()
      .meta({ description: 'Extension (vendor storefront): 1 links (9 would be a collection)' }),
    navItems: z.array(navLinkSchema).meta({
      description:
        'Extension (vendor storefront): the links of this block — its children, or the item itself when it is a link without children',
    }),
  })
  .meta({ id: 'NavItem' });

export const navMenuSchema = z
  .object({ header: z.array(navItemSchema), footer: z.array(navItemSchema) })
  .meta({ id: 'NavMenu' });
export type NavMenu = z.infer<typeof navMenuSchema>;

export const feedSchema = z
  .object({
    id: z.string(),
    feedName: z.string(),
    slug: z.string(),
    blobPath: z.string().meta({ description: 'Path of the file in the feed storage' }),
    downloadLink: z.string().meta({ description: 'Public URL of the file' }),
  })
  .meta({ id: 'Feed' });
export type Feed = z.infer<typeof feedSchema>;

export const feedQuerySchema = z.object({
  slug: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .meta({ description: 'Slug of the feed' }),
});

export const REDIRECT_TYPES = { 301: 'Permanent', 302: 'Temporary' } as const;

export const redirectRuleSchema = z
  .object({
    oldUrl: z.string().meta({ description: 'Site-relative path that is redirected' }),
    newUrl: z.string().meta({ description: 'Target: site-relative path or absolute URL' }),
    redirectTypeValue: z.number().int().meta({
      description:
        'HTTP status of the redirect: 301 permanent, 302 temporary (a number, as the samples show)',
    }),
  })
  .meta({ id: 'RedirectRule' });
export type RedirectRule = z.infer<typeof redirectRuleSchema>;

export const masterDataItemSchema = z
  .object({
    table: z.number().int(),
    itemValue: z.string(),
    itemText: z.string(),
    parentItemValue: z.string(),
    customField1: z.string(),
    customField2: z.string(),
    customField3: z.string(),
    customField4: z.string(),
    displayOrder: z.number().int(),
    isActive: z.boolean(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'MasterDataItem' });
export type MasterDataItem = z.infer<typeof masterDataItemSchema>;

const tableIds = Object.entries(MASTER_DATA_TABLES)
  .map(([name, id]) => `${id} ${name}`)
  .join(', ');

export const masterDataParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'must be a whole number (a master data table id)')
    .transform(Number)
    .meta({ description: `Table id: ${tableIds}` }),
});

export const masterDataQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: 'Extension: also list inactive items (for the back-office); default false' }),
});

export const micrositeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    slug: z.string(),
    logo: z.string(),
    countryCode: z.string(),
    defaultLangCode: z.string(),
    defaultLangCulture: z.string(),
    defaultCurrencyCode: z.string(),
    isPrimary: z.boolean(),
    isActive: z.boolean(),
    disableAccess: z.boolean(),
    priority: z.number().int(),
    displayOrder: z.number().int(),
    siteType: z.number().int().meta({ description: '1 Store, 2 Outlet' }),
  })
  .meta({ id: 'Microsite' });
export type Microsite = z.infer<typeof micrositeSchema>;
