import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getNavMenu } from '@/lib/api/content';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CONTENT_TABS, ContentTabs, isContentTab, type ContentTab } from './content-tabs';
import { FeedsSection } from './feeds-section';
import { MasterDataSection } from './master-data-section';
import { MicrositesSection } from './microsites-section';
import { NavTreePanel } from './nav-tree-panel';
import { RedirectsSection } from './redirects-section';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParamsInput>;
}): Promise<Metadata> {
  const tab = firstParam(await searchParams, 'tab');
  return { title: isContentTab(tab) && tab !== 'navigation' ? `${CONTENT_TABS[tab]} · Content` : 'Content' };
}

/** Site content the storefront reads: navigation, feeds, redirects, master data and microsites (read-only). */
export default async function ContentPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('content');
  const params = await searchParams;
  const tabParam = firstParam(params, 'tab');
  const tab: ContentTab = isContentTab(tabParam) ? tabParam : 'navigation';

  return (
    <>
      <PageHeader
        title="Content"
        description="What the storefront reads besides the catalogue: its menus, product feeds, redirect rules, lists and country sites."
        breadcrumbs={crumbsFor('/content')}
      />
      <ContentTabs current={tab} />
      {tab === 'navigation' && <NavigationSection />}
      {tab === 'feeds' && <FeedsSection />}
      {tab === 'redirects' && <RedirectsSection params={params} />}
      {tab === 'master-data' && <MasterDataSection params={params} />}
      {tab === 'microsites' && <MicrositesSection />}
    </>
  );
}

async function NavigationSection() {
  const menu = await getNavMenu();
  return (
    <div className="space-y-4">
      <NavTreePanel title="Header" items={menu.header} />
      <NavTreePanel title="Footer" items={menu.footer} />
    </div>
  );
}
