/**
 * Who may see and do what in the back-office: the one map every page, server action, link and test
 * reads. Pages call `requireRole(area)` and server actions `runAction(area, 'write', …)`; hiding a
 * link is a convenience, never the check. Safe to import from client components (no secrets here).
 */
export const ROLES = ['admin', 'catalogue', 'b2b', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  catalogue: 'Catalogue manager',
  b2b: 'B2B accounts',
  support: 'Customer support',
};

/** Areas of the back-office; each page and each server action belongs to exactly one. */
export const AREAS = [
  'categories',
  'products',
  'productFamilies',
  'suppliers',
  'attributes',
  'bulkUpdate',
  'storefrontPreview',
  'companies',
  'quotations',
  'returns',
  'baskets',
  'stores',
  'content',
  'settings',
] as const;
export type Area = (typeof AREAS)[number];

/** `read`: open the pages; `write`: also change data (server actions). */
export type AccessLevel = 'read' | 'write';

const everything = Object.fromEntries(AREAS.map((a) => [a, 'write'])) as Record<Area, AccessLevel>;

/**
 * The access map. Read access where a role needs to look things up for its own work: B2B staff and
 * support staff read products (quotations and returns name products); catalogue staff preview the
 * storefront. Site configuration (stores, content, settings) is the administrator's.
 */
export const ACCESS: Record<Role, Partial<Record<Area, AccessLevel>>> = {
  admin: everything,
  catalogue: {
    categories: 'write',
    products: 'write',
    productFamilies: 'write',
    suppliers: 'write',
    attributes: 'write',
    bulkUpdate: 'write',
    storefrontPreview: 'read',
  },
  b2b: { companies: 'write', quotations: 'write', products: 'read' },
  support: { returns: 'write', baskets: 'write', products: 'read' },
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `role` may do `level` in `area` (write implies read). */
export function can(role: Role | null | undefined, area: Area, level: AccessLevel = 'read'): boolean {
  if (!role) return false;
  const granted = ACCESS[role]?.[area];
  return granted === 'write' || (granted === 'read' && level === 'read');
}

export function areasFor(role: Role): Area[] {
  return AREAS.filter((a) => can(role, a));
}

/** How messages name an area ("Your role may not change categories"). */
export const AREA_LABELS: Record<Area, string> = {
  categories: 'categories',
  products: 'products',
  productFamilies: 'product families',
  suppliers: 'suppliers',
  attributes: 'attributes',
  bulkUpdate: 'bulk updates',
  storefrontPreview: 'the storefront preview',
  companies: 'B2B companies',
  quotations: 'quotations',
  returns: 'returns',
  baskets: 'baskets',
  stores: 'stores',
  content: 'site content',
  settings: 'settings',
};
