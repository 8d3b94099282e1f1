import type { SiteColumn } from '@/components/site/site-table';
import { Badge } from '@/components/ui/badge';
import type { Store } from '@/lib/api/schemas/stores';

/** The columns every store table shows: where the store is (no map here, so coordinates) and when it opens. */
export const STORE_COLUMNS: SiteColumn<Store>[] = [
  {
    header: 'Store',
    cell: (s) => (
      <div className="min-w-40">
        <p className="font-medium text-slate-900">{s.name}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-slate-500">
          <Badge>{s.type}</Badge>
          <span className="font-mono">{s.yourId}</span>
        </p>
      </div>
    ),
  },
  {
    header: 'Address',
    cell: (s) => (
      <address className="min-w-48 not-italic text-slate-700">
        {[s.address1, s.address2, s.city, s.state].filter(Boolean).join(', ')}
        <span className="ml-1 font-medium whitespace-nowrap text-slate-900">{s.postCode}</span>
      </address>
    ),
  },
  {
    header: 'Coordinates',
    className: 'font-mono text-xs whitespace-nowrap',
    cell: (s) => (
      <span title="Latitude, longitude">
        {s.latitude}, {s.longitude}
      </span>
    ),
  },
  { header: 'Opening hours', className: 'text-xs text-slate-700', cell: (s) => s.openingHours },
  {
    header: 'Collection',
    className: 'text-xs whitespace-nowrap',
    cell: (s) => (
      <div className="space-y-0.5">
        {s.enableClickCollect ? (
          <Badge tone="success">Click &amp; collect</Badge>
        ) : (
          <Badge tone="neutral">No click &amp; collect</Badge>
        )}
        <p className="text-slate-500">
          {s.leadTimeMin}–{s.leadTimeMax} {s.leadTimeUnit}
        </p>
      </div>
    ),
  },
  { header: 'Phone', className: 'text-xs whitespace-nowrap', cell: (s) => s.phoneNo },
];

/** First column of a post-code search: how far the store is. */
export const DISTANCE_COLUMN: SiteColumn<Store> = {
  header: 'Distance',
  className: 'whitespace-nowrap tabular-nums',
  cell: (s) => (
    <span data-testid="store-distance">
      {s.distanceFromPostCode} {s.distanceUnit}
    </span>
  ),
};
