'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { gridHref } from '@/lib/url-state/grid-params';
import { defaultEditFields, editableFields, type EditColumnsSpec } from './grid-edit-columns';
import { FIELDS_PARAM } from './grid-model';

/**
 * The edit mode's columns: any bulk-editable attribute, each price list's price, each warehouse's
 * stock, grouped as on the product form; kept in the URL (`fields`). Locked while cells are changed,
 * so a hidden column never holds an unsaved change.
 */
export function EditColumnChooser({ spec, locked }: { spec: EditColumnsSpec; locked: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [open, setOpen] = useState(false);
  const all = editableFields(spec);
  const groups = [...new Set(all.map((f) => f.group))];
  const shown = new Set(spec.fields.map((f) => f.toLowerCase()));

  const toggle = (fieldCode: string, on: boolean) => {
    const next = on ? [...spec.fields, fieldCode] : spec.fields.filter((f) => f.toLowerCase() !== fieldCode.toLowerCase());
    if (next.length === 0) return;
    const isDefault = next.join(',') === defaultEditFields(spec).join(',');
    router.replace(gridHref(pathname, searchParams, { [FIELDS_PARAM]: isDefault ? null : next.join(','), page: searchParams.get('page') }), { scroll: false });
  };

  return (
    <details className="relative" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={`${buttonClass('secondary', 'md')} cursor-pointer list-none`}>Columns</summary>
      <div className="absolute right-0 z-30 mt-1 max-h-96 w-72 overflow-auto rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        {locked && <p className="px-1 pb-2 text-xs text-slate-600">Save or discard your changes to change the columns.</p>}
        {groups.map((group) => (
          <fieldset key={group} disabled={locked} className="mb-2 space-y-0.5">
            <legend className="px-1 text-xs font-semibold text-slate-600">{group}</legend>
            {all
              .filter((f) => f.group === group)
              .map((f) => (
                <label key={f.fieldCode} className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-accent-600"
                    checked={shown.has(f.fieldCode.toLowerCase())}
                    onChange={(e) => toggle(f.fieldCode, e.target.checked)}
                  />
                  {f.label}
                </label>
              ))}
          </fieldset>
        ))}
      </div>
    </details>
  );
}
