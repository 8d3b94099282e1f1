import Link from 'next/link';
import { SiteTable } from '@/components/site/site-table';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { listRedirects } from '@/lib/api/content';
import { REDIRECT_TYPES } from '@/lib/api/schemas/content';
import { firstParam, pageOf, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';

/**
 * Redirect rules, filtered by a piece of either URL and by type. The service returns every rule; the
 * filter and the paging happen here, from the URL (`q`, `type`, `page`, `pageSize`).
 */
export async function RedirectsSection({ params }: { params: SearchParamsInput }) {
  const rules = await listRedirects();
  const q = (firstParam(params, 'q') ?? '').trim();
  const typeParam = firstParam(params, 'type');
  const type = typeParam && typeParam in REDIRECT_TYPES ? Number(typeParam) : null;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const needle = q.toLowerCase();
  const matching = rules.filter(
    (r) =>
      (!needle || r.oldUrl.toLowerCase().includes(needle) || r.newUrl.toLowerCase().includes(needle)) &&
      (type === null || r.redirectTypeValue === type),
  );
  const filtered = Boolean(q) || type !== null;

  return (
    <div className="space-y-3">
      <form role="search" aria-label="Filter redirects" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value="redirects" />
        <div className="w-72">
          <Input
            type="search"
            name="q"
            defaultValue={q}
            aria-label="Filter redirects by old or new URL"
            placeholder="Part of the old or new URL…"
          />
        </div>
        <div className="w-44">
          <Select name="type" defaultValue={type === null ? '' : String(type)} aria-label="Redirect type">
            <option value="">All types</option>
            {Object.entries(REDIRECT_TYPES).map(([code, label]) => (
              <option key={code} value={code}>
                {code} {label}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">Filter</Button>
        {filtered && (
          <Link href="/content?tab=redirects" className={buttonClass('ghost')}>
            Clear filter
          </Link>
        )}
      </form>
      <p className="text-xs text-slate-500" aria-live="polite">
        {filtered ? `${matching.length} of ${rules.length} rules match` : `${rules.length} rules`}
      </p>
      <SiteTable
        caption="Redirect rules"
        rows={pageOf(matching, grid)}
        rowKey={(r) => `${r.oldUrl}→${r.newUrl}`}
        empty={
          filtered ? (
            <EmptyState
              title="No redirect matches this filter"
              description={q ? `No old or new URL contains “${q}”.` : 'No rule has this type.'}
              action={
                <Link href="/content?tab=redirects" className={buttonClass('secondary')}>
                  Clear filter
                </Link>
              }
            />
          ) : (
            <EmptyState title="No redirect rules" />
          )
        }
        columns={[
          { header: 'Old URL', className: 'font-mono text-xs break-all', cell: (r) => r.oldUrl },
          { header: 'New URL', className: 'font-mono text-xs break-all', cell: (r) => r.newUrl },
          {
            header: 'Type',
            className: 'whitespace-nowrap',
            cell: (r) => (
              // Plain table text, not a 12 px badge: the type is most of this table's words.
              <span className={r.redirectTypeValue === 301 ? 'font-medium text-accent-700' : 'text-slate-700'}>
                {r.redirectTypeValue}{' '}
                {REDIRECT_TYPES[r.redirectTypeValue as keyof typeof REDIRECT_TYPES] ?? ''}
              </span>
            ),
          },
        ]}
      />
      <Pagination
        page={grid.page}
        pageSize={grid.pageSize}
        totalRecords={matching.length}
        itemLabel="rules"
      />
    </div>
  );
}
