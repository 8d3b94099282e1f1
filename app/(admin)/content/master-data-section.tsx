import { SiteTable, type SiteColumn } from '@/components/site/site-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { listMasterData } from '@/lib/api/content';
import type { MasterDataItem } from '@/lib/api/schemas/content';
import { MASTER_DATA_TABLES, type MasterDataTableName } from '@/lib/api/schemas/master-data';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';

/** "ReturnReasons" → "Return reasons". */
const tableLabel = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

const isTableName = (v: string | undefined): v is MasterDataTableName => !!v && v in MASTER_DATA_TABLES;

/** One master data table (the lists forms choose from), picked in the URL (`table`, `inactive`). */
export async function MasterDataSection({ params }: { params: SearchParamsInput }) {
  const tableParam = firstParam(params, 'table');
  const table: MasterDataTableName = isTableName(tableParam) ? tableParam : 'ReturnReasons';
  const includeInactive = firstParam(params, 'inactive') === '1';
  const items = await listMasterData(MASTER_DATA_TABLES[table], includeInactive);
  const customFields = (['customField1', 'customField2', 'customField3', 'customField4'] as const).filter(
    (f) => items.some((i) => i[f] !== ''),
  );

  const columns: SiteColumn<MasterDataItem>[] = [
    { header: 'Value', className: 'font-mono text-xs', cell: (i) => i.itemValue },
    { header: 'Text', cell: (i) => i.itemText },
    { header: 'Parent', className: 'font-mono text-xs', cell: (i) => i.parentItemValue || '—' },
    ...customFields.map((f, n) => ({
      header: `Custom ${n + 1}`,
      className: 'text-xs',
      cell: (i: MasterDataItem) => i[f],
    })),
    { header: 'Order', className: 'tabular-nums', cell: (i) => i.displayOrder },
    {
      header: 'State',
      className: 'whitespace-nowrap',
      cell: (i) => (
        <span className="flex gap-1">
          {i.isActive ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Inactive</Badge>}
          {i.isDefault && <Badge tone="accent">Default</Badge>}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <form aria-label="Choose a master data table" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="tab" value="master-data" />
        <div className="w-56">
          <Select name="table" defaultValue={table} aria-label="Master data table">
            {Object.entries(MASTER_DATA_TABLES).map(([name, id]) => (
              <option key={name} value={name}>
                {tableLabel(name)} ({id})
              </option>
            ))}
          </Select>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="inactive"
            value="1"
            defaultChecked={includeInactive}
            className="size-4 accent-accent-600"
          />
          Include inactive items
        </label>
        <Button type="submit">Show</Button>
      </form>
      <SiteTable
        caption={`Master data: ${tableLabel(table)}`}
        rows={items}
        rowKey={(i) => `${i.parentItemValue}/${i.itemValue}`}
        columns={columns}
        empty={<EmptyState title={`${tableLabel(table)} has no items`} />}
      />
    </div>
  );
}
