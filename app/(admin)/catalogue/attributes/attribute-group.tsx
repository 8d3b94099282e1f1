import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import {
  ATTRIBUTE_INPUT_TYPES,
  ATTRIBUTE_SEARCH_TYPES,
  type AttributeInputType,
  type AttributeMeta,
} from '@/lib/api/schemas/attributes';

const MAX_OPTIONS_SHOWN = 6;

const inputTypeName = (t: number) => ATTRIBUTE_INPUT_TYPES[t as AttributeInputType]?.name ?? `Type ${t}`;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function YesNo({ value, label }: { value: boolean; label: string }) {
  return value ? (
    <Badge tone="success">Yes</Badge>
  ) : (
    <span className="text-slate-500">
      <span aria-hidden>—</span>
      <span className="sr-only">Not {label.toLowerCase()}</span>
    </span>
  );
}

function Options({ options }: { options: AttributeMeta['options'] }) {
  if (options.length === 0) return <span className="text-slate-500">—</span>;
  const shown = options.slice(0, MAX_OPTIONS_SHOWN);
  return (
    <span className="text-slate-600" title={options.map((o) => o.value).join(', ')}>
      {shown.map((o) => o.value).join(', ')}
      {options.length > shown.length && ` and ${options.length - shown.length} more`}
    </span>
  );
}

/** One `fieldGroup` of the attribute metadata as a table. */
export function AttributeGroup({ name, attributes }: { name: string; attributes: AttributeMeta[] }) {
  const headingId = `group-${slug(name)}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader id={headingId} title={name} description={`${attributes.length} attributes`} />
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2">
                Attribute
              </th>
              <th scope="col" className="px-3 py-2">
                Type
              </th>
              <th scope="col" className="px-3 py-2">
                Options
              </th>
              <th scope="col" className="px-3 py-2">
                Required
              </th>
              <th scope="col" className="px-3 py-2">
                Searchable
              </th>
              <th scope="col" className="px-3 py-2">
                Bulk-editable
              </th>
              <th scope="col" className="px-3 py-2">
                Level
              </th>
            </tr>
          </thead>
          <tbody>
            {attributes.map((a) => (
              <tr key={a.fieldCode} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  <span className="font-medium text-slate-900">{a.fieldName}</span>
                  {a.isCustom && (
                    <Badge tone="neutral" className="ml-2">
                      Custom
                    </Badge>
                  )}
                  <span className="block font-mono text-xs text-slate-500">{a.fieldCode}</span>
                </th>
                <td
                  className="px-3 py-1.5"
                  title={ATTRIBUTE_INPUT_TYPES[a.inputType as AttributeInputType]?.description}
                >
                  {inputTypeName(a.inputType)}
                </td>
                <td className="max-w-xs px-3 py-1.5">
                  <Options options={a.options} />
                </td>
                <td className="px-3 py-1.5">
                  <YesNo value={a.isRequired} label="Required" />
                </td>
                <td className="px-3 py-1.5">
                  <YesNo value={a.isSearchable} label="Searchable" />
                </td>
                <td className="px-3 py-1.5">
                  <YesNo value={a.isBulkEditable} label="Bulk-editable" />
                </td>
                <td className="px-3 py-1.5 text-slate-600">
                  {ATTRIBUTE_SEARCH_TYPES[a.searchType as keyof typeof ATTRIBUTE_SEARCH_TYPES] ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
