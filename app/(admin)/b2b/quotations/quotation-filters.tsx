import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CompanyListItem } from '@/lib/api/b2b';
import { QUOTATION_STATUS_LABELS, QUOTATION_STATUSES } from '@/lib/api/schemas/b2b-quotes';

/** The list's filters as a plain GET form: they live in the URL (bookmarks, Back, sharing). */
export function QuotationFilters({
  companies,
  values,
}: {
  companies: CompanyListItem[];
  values: { companyId?: string; status?: string; search?: string; from?: string; to?: string };
}) {
  return (
    <form method="get" action="/b2b/quotations" aria-label="Filter quotations" className="flex flex-wrap items-end gap-3">
      <Field label="Company">
        <Select
          name="company"
          defaultValue={values.companyId ?? ''}
          options={[{ value: '', label: 'All companies' }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
        />
      </Field>
      <Field label="Status">
        <Select
          name="status"
          defaultValue={values.status ?? ''}
          options={[{ value: '', label: 'Any status' }, ...QUOTATION_STATUSES.map((s) => ({ value: s, label: QUOTATION_STATUS_LABELS[s] }))]}
        />
      </Field>
      <Field label="Created from">
        <Input type="date" name="from" defaultValue={values.from ?? ''} />
      </Field>
      <Field label="Created to">
        <Input type="date" name="to" defaultValue={values.to ?? ''} />
      </Field>
      <Field label="Search">
        <Input type="search" name="q" defaultValue={values.search ?? ''} placeholder="Name, PO, email, Q-000123" />
      </Field>
      <Button type="submit">Apply</Button>
      <Link href="/b2b/quotations" className="text-sm text-slate-600 underline">
        Clear
      </Link>
    </form>
  );
}
