import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { listAttributes } from '@/lib/api/attributes';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { AttributeGroup } from './attribute-group';

export const metadata: Metadata = { title: 'Attributes' };

function matches(a: AttributeMeta, needle: string) {
  return [a.fieldName, a.fieldCode, a.fieldGroup].some((t) => t.toLowerCase().includes(needle));
}

/** Groups in the order of their first attribute's display order. */
function groupOf(attributes: AttributeMeta[]): [string, AttributeMeta[]][] {
  const groups = new Map<string, AttributeMeta[]>();
  for (const a of attributes) {
    const name = a.fieldGroup || 'Other';
    groups.set(name, [...(groups.get(name) ?? []), a]);
  }
  return [...groups.entries()];
}

/** The attribute metadata (GET /api/v1/meta-info) that drives the product form; read only. */
export default async function AttributesPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('attributes');
  const params = await searchParams;
  const q = (firstParam(params, 'q') ?? '').trim();
  const bulkOnly = firstParam(params, 'bulk') === '1';
  const all = await listAttributes();
  const needle = q.toLowerCase();
  const shown = all.filter((a) => (!needle || matches(a, needle)) && (!bulkOnly || a.isBulkEditable));
  const groups = groupOf(shown);

  return (
    <>
      <PageHeader
        title="Attributes"
        description="The attributes products carry and how the product form treats them. Defined by the catalogue service; read only here."
        breadcrumbs={crumbsFor('/catalogue/attributes')}
      />
      <div className="space-y-4">
        <form role="search" className="flex flex-wrap items-center gap-3">
          <div className="flex w-full max-w-md gap-2">
            <Input
              type="search"
              name="q"
              defaultValue={q}
              aria-label="Filter attributes by name, code or group"
              placeholder="Filter by name, code or group…"
            />
            <Button type="submit">Filter</Button>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name="bulk"
              value="1"
              defaultChecked={bulkOnly}
              className="size-4 accent-accent-600"
            />
            Bulk-editable only
          </label>
        </form>
        <p className="text-sm text-slate-500" aria-live="polite">
          {shown.length === all.length
            ? `${all.length} attributes in ${groups.length} groups`
            : `${shown.length} of ${all.length} attributes`}
        </p>
        {groups.length === 0 ? (
          <EmptyState
            title={all.length ? 'No attribute matches this filter' : 'There are no attributes'}
            description={all.length ? 'Try another word, or clear the filter.' : undefined}
          />
        ) : (
          groups.map(([name, attributes]) => (
            <AttributeGroup key={name} name={name} attributes={attributes} />
          ))
        )}
      </div>
    </>
  );
}
