import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { listCompanies } from '@/lib/api/b2b';
import { listCategoryTree } from '@/lib/api/categories';
import { unlessUnavailable } from '@/lib/api/optional';
import { listProductFamilies } from '@/lib/api/product-families';
import { countCatalogue } from '@/lib/api/products';
import { variantsText } from '@/lib/products/catalogue-counts';
import { listStores } from '@/lib/api/stores';
import { can, type Area, type Role } from '@/lib/auth/roles';
import type { CategoryListItem } from '@/lib/api/schemas/category';

interface Count {
  label: string;
  href: string;
  area: Area;
  /** The number, and what it counts when the label alone does not say (products beside variants). */
  load: () => Promise<{ value: number; unit?: string }>;
  /** Set when `load` gives a unit: its line's place is kept while the counts load. */
  hasUnit?: true;
}

const only = (load: () => Promise<number>) => async () => ({ value: await load() });

/** Products and variants apart, as the grid and the wizard count them (docs/counts.md). */
async function loadCatalogue() {
  const counts = await countCatalogue();
  return { value: counts.products, unit: `${counts.products === 1 ? 'product' : 'products'} · ${variantsText(counts.variants)}` };
}

const countTree = (items: CategoryListItem[]): number =>
  items.reduce((n, c) => n + 1 + countTree(c.subCategories), 0);

const COUNTS: Count[] = [
  { label: 'Products', href: '/catalogue/products', area: 'products', load: loadCatalogue, hasUnit: true },
  {
    label: 'Categories',
    href: '/catalogue/categories',
    area: 'categories',
    load: only(async () => countTree(await listCategoryTree())),
  },
  {
    label: 'Product families',
    href: '/catalogue/product-families',
    area: 'productFamilies',
    load: only(async () => (await listProductFamilies()).length),
  },
  {
    label: 'B2B companies',
    href: '/b2b/companies',
    area: 'companies',
    load: only(async () => (await listCompanies()).length),
  },
  { label: 'Stores', href: '/stores', area: 'stores', load: only(async () => (await listStores()).length) },
];

/**
 * The unit's line (products · variants) keeps two lines' room, as the skeleton does: a phone's card
 * wraps it, and the counts arriving under the skeleton must not push the quick links down (a layout
 * shift of 0.04 on a phone, Lighthouse).
 */
const UNIT_CLASS = 'block min-h-10 text-sm text-slate-600';

const countsFor = (role: Role) => COUNTS.filter((c) => can(role, c.area));

/** The counts this role can read, each from the service; one that fails says so instead of failing the page. */
export async function DashboardCounts({ role }: { role: Role }) {
  const visible = countsFor(role);
  if (visible.length === 0) return null;
  const values = await Promise.all(
    visible.map((c) => unlessUnavailable(c.load(), `dashboard count ${c.label}`)),
  );
  return (
    <ul aria-label="Counts" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {visible.map((c, i) => (
        <li key={c.label}>
          <Card className="px-4 py-3">
            <Link
              href={c.href}
              className="text-xs font-medium text-slate-500 hover:text-slate-800 hover:underline"
            >
              {c.label}
            </Link>
            {values[i] === null ? (
              <p className="mt-1 text-sm text-slate-500">Not available yet</p>
            ) : (
              <p className="mt-1 text-slate-900" data-testid={`count-${c.area}`}>
                <span className="text-2xl font-semibold tabular-nums">{values[i]!.value.toLocaleString('en-GB')}</span>
                {values[i]!.unit && <span className={UNIT_CLASS}> {values[i]!.unit}</span>}
              </p>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function DashboardCountsSkeleton({ role }: { role: Role }) {
  // The cards' own text, the number's glyphs hidden under a pulsing block: each line has the height
  // it will have, so nothing below moves when the counts arrive.
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-hidden>
      {countsFor(role).map((c) => (
        <Card key={c.label} className="px-4 py-3">
          <span className="text-xs font-medium text-slate-500">{c.label}</span>
          <p className="mt-1">
            <span className="animate-pulse rounded bg-slate-200/80 text-2xl font-semibold text-transparent tabular-nums">
              00,000
            </span>
            {c.hasUnit && <span className={UNIT_CLASS} />}
          </p>
        </Card>
      ))}
    </div>
  );
}
