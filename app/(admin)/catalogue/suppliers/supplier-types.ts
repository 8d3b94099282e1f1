/** Supplier `type` and `poCreateType` numbers as the demo data uses them (lib/api/schemas/supplier.ts). */
export const SUPPLIER_TYPES: Record<number, string> = {
  1: 'Manufacturer',
  2: 'Distributor',
  3: 'Dropship partner',
};

export const supplierTypeName = (type: number) => SUPPLIER_TYPES[type] ?? `Type ${type}`;
