import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { crumbsFor, pageByHref } from './navigation';

/** Placeholder for a page of the navigation that is not built yet (its role check is already in place). */
export function ComingSoon({ href }: { href: string }) {
  const page = pageByHref(href);
  return (
    <>
      <PageHeader
        title={page?.label ?? 'Coming soon'}
        description={page?.description}
        breadcrumbs={crumbsFor(href)}
      />
      <EmptyState
        title="Coming soon"
        description="This page is being built. Its place in the navigation and who may open it are already settled."
      />
    </>
  );
}
