'use client';

import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import type { ImportMapping, ImportPreview } from '@/lib/api/schemas/product-import';

/** The preview's targets by group, in the order the service lists them (fields, then prices, then stock). */
function groupsOf(targets: ImportPreview['targets']) {
  const groups = new Map<string, ImportPreview['targets']>();
  for (const t of targets) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups];
}

/**
 * One row per file column: its name, a few sample values and what it fills — a field, or a price or
 * stock of one list or warehouse — pre-filled with the profile's choice or the service's suggestion.
 */
export function MappingStep({
  preview,
  mapping,
  onChange,
}: {
  preview: ImportPreview;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const groups = groupsOf(preview.targets);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Columns of {preview.fileName} and what each fills</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-700">
          <th scope="col" className="py-2 pr-4 font-medium">Column</th>
          <th scope="col" className="py-2 pr-4 font-medium">Sample values</th>
          <th scope="col" className="py-2 font-medium">Fills</th>
        </tr>
      </thead>
      <tbody>
        {preview.columns.map((column) => {
          const chosen = mapping[column.name] ?? '';
          const suggested = !!chosen && chosen === column.suggestedField && !preview.profile;
          return (
            <tr key={column.name} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{column.name}</th>
              <td className="py-2 pr-4 text-slate-700">{column.samples.length ? column.samples.join(' · ') : <em>empty</em>}</td>
              <td className="py-2">
                <div className="flex items-center gap-2">
                  <Select
                    aria-label={`Attribute for column ${column.name}`}
                    value={chosen}
                    onChange={(e) => {
                      const next = { ...mapping };
                      if (e.target.value) next[column.name] = e.target.value;
                      else delete next[column.name];
                      onChange(next);
                    }}
                  >
                    <option value="">— Not imported —</option>
                    {groups.map(([group, targets]) => (
                      <optgroup key={group} label={group}>
                        {targets.map((t) => (
                          <option key={t.code} value={t.code}>
                            {t.label}
                            {t.required ? ' *' : ''}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </Select>
                  {suggested && <Badge tone="accent">Suggested</Badge>}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
