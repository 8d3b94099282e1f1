import type { Crumb } from '@/components/ui/breadcrumbs';
import { can, type AccessLevel, type Area, type Role } from '@/lib/auth/roles';

/**
 * Every page of the back-office in one list: the sidebar, breadcrumbs, the command palette and the
 * dashboard's quick links read it, filtered by the role map (lib/auth/roles.ts). A page added here
 * appears everywhere for the roles that may see its area.
 */
export const NAV_GROUPS = ['Catalogue', 'B2B', 'Support', 'Site'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavPage {
  href: string;
  label: string;
  group: NavGroup;
  area: Area;
  /** What the page is for needs this access (a page that only changes things is hidden from readers). */
  level?: AccessLevel;
  description: string;
  /** Extra words the command palette matches. */
  keywords?: string[];
}

export const NAV_PAGES: NavPage[] = [
  {
    href: '/catalogue/categories',
    label: 'Categories',
    group: 'Catalogue',
    area: 'categories',
    description: 'The category tree: names, SEO, images, order',
    keywords: ['tree', 'departments'],
  },
  {
    href: '/catalogue/products',
    label: 'Products',
    group: 'Catalogue',
    area: 'products',
    description: 'Find, filter and edit products',
    keywords: ['items', 'sku', 'stock code'],
  },
  {
    href: '/catalogue/import',
    label: 'Import products',
    group: 'Catalogue',
    area: 'products',
    level: 'write',
    description: "Create or update products from a supplier's CSV or Excel file",
    keywords: ['import', 'upload', 'csv', 'xlsx', 'excel', 'supplier file'],
  },
  {
    href: '/catalogue/product-families',
    label: 'Product families',
    group: 'Catalogue',
    area: 'productFamilies',
    description: 'Families that group categories and attributes',
  },
  {
    href: '/catalogue/suppliers',
    label: 'Suppliers',
    group: 'Catalogue',
    area: 'suppliers',
    description: 'Vendors, lead times and terms',
    keywords: ['vendors'],
  },
  {
    href: '/catalogue/attributes',
    label: 'Attributes',
    group: 'Catalogue',
    area: 'attributes',
    description: 'Attribute metadata that drives the product form',
    keywords: ['meta-info', 'fields'],
  },
  {
    href: '/bulk-update',
    label: 'Bulk update',
    group: 'Catalogue',
    area: 'bulkUpdate',
    description: 'Set fields on many products at once',
    keywords: ['mass edit'],
  },
  {
    href: '/bulk-update/runs',
    label: 'Bulk runs',
    group: 'Catalogue',
    area: 'bulkUpdate',
    description: 'Every bulk update: who, what, how many; undo a run',
    keywords: ['undo', 'history', 'jobs', 'audit'],
  },
  {
    href: '/storefront-preview',
    label: 'Storefront preview',
    group: 'Catalogue',
    area: 'storefrontPreview',
    description: 'See the catalogue as shoppers do',
    keywords: ['search', 'facets'],
  },
  {
    href: '/b2b/companies',
    label: 'Companies',
    group: 'B2B',
    area: 'companies',
    description: 'B2B customer companies',
    keywords: ['accounts', 'customers'],
  },
  {
    href: '/b2b/quotations',
    label: 'Quotations',
    group: 'B2B',
    area: 'quotations',
    description: 'Quotes for B2B customers',
    keywords: ['quotes'],
  },
  {
    href: '/orders',
    label: 'Orders',
    group: 'Support',
    area: 'returns',
    description: 'Find any order by number, customer, product or date; start a return',
    keywords: ['customers', 'email', 'order number', 'search'],
  },
  {
    href: '/returns',
    label: 'Returns',
    group: 'Support',
    area: 'returns',
    description: 'Look up orders and handle returns',
    keywords: ['refunds', 'orders'],
  },
  {
    href: '/baskets',
    label: 'Baskets',
    group: 'Support',
    area: 'baskets',
    description: "Inspect customers' baskets",
    keywords: ['carts'],
  },
  {
    href: '/stores',
    label: 'Stores',
    group: 'Site',
    area: 'stores',
    description: 'Physical stores and click & collect',
  },
  {
    href: '/content',
    label: 'Content',
    group: 'Site',
    area: 'content',
    description: 'Navigation, feeds, redirects and microsites',
    keywords: ['nav', 'redirects', 'microsites'],
  },
  {
    href: '/settings',
    label: 'Settings',
    group: 'Site',
    area: 'settings',
    description: 'Store settings and cache',
    keywords: ['config', 'cache'],
  },
  {
    href: '/settings/api-clients',
    label: 'API clients',
    group: 'Site',
    area: 'settings',
    description: 'Applications that call the service: disable, delete, new secrets',
    keywords: ['oauth', 'tokens', 'secrets', 'integrations'],
  },
  {
    href: '/settings/channels',
    label: 'Channels',
    group: 'Site',
    area: 'settings',
    description: 'Where the catalogue is sold: storefronts, marketplaces, B2B portals, feeds',
    keywords: ['markets', 'marketplace', 'storefront', 'b2b', 'feeds', 'assortment'],
  },
  {
    href: '/settings/webhooks',
    label: 'Webhooks',
    group: 'Site',
    area: 'settings',
    description: 'Changes sent to other systems as they happen: events, delivery log, replays',
    keywords: ['events', 'notifications', 'integrations', 'n8n', 'automation', 'callbacks'],
  },
];

export function pagesFor(role: Role): NavPage[] {
  return NAV_PAGES.filter((p) => can(role, p.area, p.level));
}

export function groupedPages(pages: NavPage[]): { group: NavGroup; pages: NavPage[] }[] {
  return NAV_GROUPS.map((group) => ({ group, pages: pages.filter((p) => p.group === group) })).filter(
    (g) => g.pages.length > 0,
  );
}

export function pageByHref(href: string): NavPage | undefined {
  return NAV_PAGES.find((p) => p.href === href);
}

/** The area a path belongs to (its longest page prefix), or null for the dashboard and unknown paths. */
export function areaOfPath(pathname: string): Area | null {
  const path = pathname.split(/[?#]/)[0];
  const matches = NAV_PAGES.filter((p) => path === p.href || path.startsWith(`${p.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.area ?? null;
}

/** Breadcrumbs down to a page of the list: Dashboard / Group / Page. */
export function crumbsFor(href: string): Crumb[] {
  const page = pageByHref(href);
  if (!page) return [{ label: 'Dashboard', href: '/' }];
  return [{ label: 'Dashboard', href: '/' }, { label: page.group }, { label: page.label, href: page.href }];
}
