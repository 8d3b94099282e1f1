import Link from 'next/link';
import { cx } from '@/components/ui/class-names';

/**
 * Overview and History of a return, as links (`?tab=history`): each tab is its own server-rendered
 * view, so the history is only read when asked for, and a link or reload opens the same tab.
 */
export function ReturnTabs({ returnId, current }: { returnId: number; current: 'overview' | 'history' }) {
  const tabs = [
    { value: 'overview', label: 'Overview', href: `/returns/${returnId}` },
    { value: 'history', label: 'History', href: `/returns/${returnId}?tab=history` },
  ] as const;
  return (
    <nav aria-label="Return sections" className="mb-4 flex gap-1 border-b border-slate-200">
      {tabs.map((t) => (
        <Link
          key={t.value}
          href={t.href}
          aria-current={t.value === current ? 'page' : undefined}
          className={cx(
            '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900',
            t.value === current && 'border-accent-600 text-accent-700',
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
