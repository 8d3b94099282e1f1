import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

export interface SiteColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A read-only table rendered on the server (site pages list what the service returns whole; no
 * sorting widgets). The caption names the table for screen readers; `empty` replaces the body when
 * there are no rows.
 */
export function SiteTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: SiteColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  empty?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
          <tr className="border-b border-slate-200">
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-3 py-2 whitespace-nowrap">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={rowKey(row, i)}
              className="border-b border-slate-100 align-top last:border-0 hover:bg-slate-50"
            >
              {columns.map((c, j) => (
                <td key={j} className={cx('px-3 py-1.5', c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && (
        <div className="p-4">
          {empty ?? <p className="text-center text-sm text-slate-500">Nothing to show.</p>}
        </div>
      )}
    </div>
  );
}
