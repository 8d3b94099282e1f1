import 'server-only';
import { productEditChoices } from '@/lib/api/product-lifecycle';
import { productGridValues } from '@/lib/api/product-grid';
import { listAttributeMeta } from '@/lib/api/product-meta';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import type { EditRow } from '@/components/products/grid-edit-state';
import { defaultEditFields, editableFields, type EditColumnsSpec } from './grid-edit-columns';

/**
 * What the edit mode needs for a page of products: the columns (the fields the URL asks for among
 * the editable ones, else the defaults) and each product's values of them with its version, read in
 * one Product Data call after the search (so a value is never older than the row it sits in).
 */
export async function gridEditData(products: ProductSearchItem[], wanted: string[] | null): Promise<{ spec: EditColumnsSpec; rows: EditRow[] }> {
  const [metas, choices] = await Promise.all([listAttributeMeta(), productEditChoices()]);
  const base = {
    metas: metas.filter((m) => m.isBulkEditable).toSorted((a, b) => a.displayOrder - b.displayOrder),
    priceLists: choices.priceLists.map(({ code, name, currencyCode }) => ({ code, name, currencyCode })),
    warehouses: choices.warehouses.map(({ code, name }) => ({ code, name })),
  };
  const editable = new Map(editableFields(base).map((f) => [f.fieldCode.toLowerCase(), f.fieldCode]));
  const asked = (wanted ?? []).flatMap((f) => editable.get(f.toLowerCase()) ?? []);
  const fields = asked.length ? asked : defaultEditFields(base);
  const values = await productGridValues(
    products.map((p) => p.productId),
    fields,
  );
  const byId = new Map(values.map((v) => [v.productId, v]));
  const rows = products.flatMap((p): EditRow[] => {
    const v = byId.get(p.productId);
    if (!v) return [];
    return [
      {
        productId: p.productId,
        stockCode: p.stockCode,
        name: p.name,
        version: v.version,
        values: Object.fromEntries(v.values.map((x) => [x.fieldCode, x.fieldValue])),
      },
    ];
  });
  return { spec: { ...base, fields }, rows };
}
