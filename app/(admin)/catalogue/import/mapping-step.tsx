'use client';

import { Select } from '@/components/ui/select';
import type { ImportMapping, ImportPreview } from '@/lib/api/schemas/product-import';

export interface FieldChoice {
  code: string;
  label: string;
  required: boolean;
}

/**
 * One row per file column: its name, a few sample values and the attribute it fills, pre-filled with
 * the service's suggestion (matched on code or label, ignoring case and accents).
 */
export function MappingStep({
  preview,
  fields,
  mapping,
  onChange,
}: {
  preview: ImportPreview;
  fields: FieldChoice[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const options = [{ value: '', label: '— Not imported —' }, ...fields.map((f) => ({ value: f.code, label: `${f.label} (${f.code})${f.required ? ' *' : ''}` }))];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Columns of {preview.fileName} and the attribute each fills</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-700">
          <th scope="col" className="py-2 pr-4 font-medium">Column</th>
          <th scope="col" className="py-2 pr-4 font-medium">Sample values</th>
          <th scope="col" className="py-2 font-medium">Attribute</th>
        </tr>
      </thead>
      <tbody>
        {preview.columns.map((column) => (
          <tr key={column.name} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{column.name}</th>
            <td className="py-2 pr-4 text-slate-700">{column.samples.length ? column.samples.join(' · ') : <em>empty</em>}</td>
            <td className="py-2">
              <Select
                aria-label={`Attribute for column ${column.name}`}
                value={mapping[column.name] ?? ''}
                options={options}
                onChange={(e) => {
                  const next = { ...mapping };
                  if (e.target.value) next[column.name] = e.target.value;
                  else delete next[column.name];
                  onChange(next);
                }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
