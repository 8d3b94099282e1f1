import { z } from 'zod';
import { fieldChangeSchema } from './bulk-update';
import { guidSchema, str } from './fields';
import { priceChangeSchema } from './bulk-price';

/**
 * One change the bulk-update wizard applies, independent of which products it goes to: one variant per
 * v1 bulk-update endpoint. The wizard builds it in the browser, its server action validates it with
 * this schema, then lib/api/bulk-update.ts sends it batch by batch with each batch's `productIds`.
 */
export const bulkChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('anyField'),
    fieldCode: fieldChangeSchema.shape.fieldCode,
    fieldValue: z.string(),
  }),
  z.object({ kind: z.literal('multipleFields'), data: z.array(fieldChangeSchema).min(1).max(100) }),
  z.object({
    kind: z.literal('tags'),
    tags: z.array(str().trim().min(1).max(50)).min(1).max(50),
    /** The grid's quick actions also remove tags; the wizard adds (the endpoint's default). */
    mode: z.enum(['add', 'remove']).optional(),
  }),
  z.object({ kind: z.literal('collection'), collectionId: guidSchema }),
  z.object({ kind: z.literal('vendor'), vendorId: guidSchema }),
  z.object({ kind: z.literal('hsnCode'), hsnCode: z.string() }),
  z.object({ kind: z.literal('countryOfOrigin'), countryOfOrigin: z.string() }),
  z.object({ kind: z.literal('brand'), brandId: guidSchema }),
  z.object({ kind: z.literal('status'), status: z.number().int().min(0).max(4) }),
  z.object({ kind: z.literal('price'), price: priceChangeSchema }),
]);
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkChangeKind = BulkChange['kind'];
