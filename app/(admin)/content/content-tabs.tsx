import Link from 'next/link';
import { cx } from '@/components/ui/class-names';

export const CONTENT_TABS = {
  navigation: 'Navigation',
  feeds: 'Feeds',
  redirects: 'Redirects',
  'master-data': 'Master data',
  microsites: 'Microsites',
} as const;
export type ContentTab = keyof typeof CONTENT_TABS;

export const isContentTab = (v: string | undefined): v is ContentTab => !!v && v in CONTENT_TABS;

/** The sections of site content, as links (the tab is in the URL, so it can be shared and bookmarked). */
export function ContentTabs({ current }: { current: ContentTab }) {
  return (
    <nav aria-label="Content sections" className="mb-4 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-4">
        {Object.entries(CONTENT_TABS).map(([tab, label]) => (
          <li key={tab}>
            <Link
              href={tab === 'navigation' ? '/content' : `/content?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={cx(
                'inline-block border-b-2 px-1 py-2 text-sm font-medium',
                tab === current
                  ? 'border-accent-600 text-accent-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
