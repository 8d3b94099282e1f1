import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { CompanyListItem } from '@/lib/api/b2b';

/** A GET form: the chosen company goes in the URL (`?company=`), so the view can be bookmarked. */
export function CompanyPicker({ companies, selected }: { companies: CompanyListItem[]; selected?: string }) {
  return (
    <form className="flex max-w-xl items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor="company-picker" className="block text-sm font-medium text-slate-800">
          Company
        </label>
        <Select
          id="company-picker"
          name="company"
          defaultValue={selected ?? ''}
          options={[
            { value: '', label: 'Choose a company…' },
            ...companies.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </div>
      <Button type="submit">Show quotations</Button>
    </form>
  );
}
