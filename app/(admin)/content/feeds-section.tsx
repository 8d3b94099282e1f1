import { SiteTable } from '@/components/site/site-table';
import { EmptyState } from '@/components/ui/empty-state';
import { listFeeds } from '@/lib/api/content';

/** Product feeds with the link marketplaces download them from. */
export async function FeedsSection() {
  const feeds = await listFeeds();
  return (
    <SiteTable
      caption="Product feeds"
      rows={feeds}
      rowKey={(f) => f.id}
      empty={
        <EmptyState title="No feeds" description="Feeds appear here once they are set up for a channel." />
      }
      columns={[
        { header: 'Feed', cell: (f) => <span className="font-medium text-slate-900">{f.feedName}</span> },
        { header: 'Slug', className: 'font-mono text-xs', cell: (f) => f.slug },
        { header: 'File', className: 'font-mono text-xs text-slate-600', cell: (f) => f.blobPath },
        {
          header: 'Download',
          cell: (f) => (
            <a
              href={f.downloadLink}
              className="text-accent-700 underline underline-offset-2 hover:text-accent-900"
              rel="noreferrer"
            >
              {/* Named by its visible address plus context, not a label that hides it (WCAG 2.5.3). */}
              <span className="sr-only">Download the {f.feedName} feed: </span>
              {f.downloadLink}
            </a>
          ),
        },
      ]}
    />
  );
}
