import { SiteTable } from '@/components/site/site-table';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { listMicrosites } from '@/lib/api/content';
import { countryLabel } from '@/lib/labels/references';

const SITE_TYPES: Record<number, string> = { 1: 'Store', 2: 'Outlet' };

/** The active microsites: each country site with its language, currency and access. */
export async function MicrositesSection() {
  const sites = await listMicrosites();
  return (
    <SiteTable
      caption="Active microsites"
      rows={sites}
      rowKey={(m) => m.id}
      empty={<EmptyState title="No active microsite" />}
      columns={[
        {
          header: 'Microsite',
          cell: (m) => (
            <div>
              <p className="font-medium text-slate-900">
                {m.name} {m.isPrimary && <Badge tone="accent">Primary</Badge>}
              </p>
              <p className="font-mono text-xs text-slate-500">
                {m.code} · /{m.slug}
              </p>
            </div>
          ),
        },
        { header: 'Country', cell: (m) => countryLabel(m.countryCode) },
        {
          header: 'Language',
          className: 'font-mono text-xs',
          cell: (m) => `${m.defaultLangCode} (${m.defaultLangCulture})`,
        },
        { header: 'Currency', className: 'font-mono text-xs', cell: (m) => m.defaultCurrencyCode },
        { header: 'Type', cell: (m) => SITE_TYPES[m.siteType] ?? m.siteType },
        { header: 'Priority', className: 'tabular-nums', cell: (m) => m.priority },
        {
          header: 'Access',
          cell: (m) =>
            m.disableAccess ? (
              <Badge tone="warning">Access disabled</Badge>
            ) : (
              <Badge tone="success">Open</Badge>
            ),
        },
        {
          header: 'Logo',
          // A URL is data, in monospace like the codes beside it.
          className: 'font-mono text-xs break-all',
          cell: (m) =>
            m.logo ? (
              <a href={m.logo} rel="noreferrer" className="text-accent-700 underline underline-offset-2">
                {m.logo}
              </a>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
