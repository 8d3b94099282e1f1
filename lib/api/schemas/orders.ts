import { z } from 'zod';
import { formInt } from './form-values';
import { priceSchema } from './price';
import { ORDER_STATUSES } from './return-status';

/** Order search for support staff (GET /api/v2/commerce/orders/search, extension). */

/** How many matches are counted exactly; past it the total says "at least" (totalCapped). */
export const ORDER_SEARCH_COUNT_CAP = 1000;

const words = (label: string) =>
  z
    .string()
    .trim()
    .min(3, `must be at least 3 characters (${label})`)
    .max(320, 'must be at most 320 characters')
    .optional();

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'is not a real date',
  )
  .optional();

/** An order status given as number or name (ORDER_STATUSES); unknown ones are a 400. */
const orderStatus = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const found = ORDER_STATUSES.find(
      (s) => String(s.id) === v || s.name.toLowerCase() === v.replace(/[\s_-]+/g, '').toLowerCase(),
    );
    if (!found) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown order status; statuses are ${ORDER_STATUSES.map((s) => `${s.id} ${s.name}`).join(', ')}`,
      });
      return z.NEVER;
    }
    return found.id;
  })
  .optional();

export const orderSearchQuerySchema = z
  .object({
    q: words('order number, email or name').meta({
      description: 'Matches the whole order number, or any part of the email or the customer name; with an @, the start of the email',
    }),
    orderNumber: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'The whole order number (any case)' }),
    email: words('part of the email').meta({ description: 'Any part of the customer email, any case' }),
    name: words('part of the name').meta({ description: 'Any part of the customer name, any case' }),
    stockCode: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'Orders with a line of this stock code (whole code, any case)' }),
    status: orderStatus.meta({
      description: `Order status, number or name: ${ORDER_STATUSES.map((s) => `${s.id} ${s.name}`).join(', ')}`,
    }),
    dateFrom: day.meta({ description: 'Ordered on or after this day (UTC), YYYY-MM-DD' }),
    dateTo: day.meta({ description: 'Ordered on or before this day (UTC), YYYY-MM-DD' }),
    returnable: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .optional()
      .meta({
        description: 'true: only orders with something left to return; false: only those with nothing',
      }),
    page: formInt(1, 1_000_000).optional(),
    pageSize: formInt(1, 100).optional(),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'must not be after dateTo',
    path: ['dateFrom'],
  });
export type OrderSearchQuery = Omit<z.input<typeof orderSearchQuerySchema>, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const orderSearchLineSchema = z
  .object({
    recordId: z.string().meta({ description: 'Order line Guid' }),
    stockCode: z.string(),
    name: z.string(),
    qty: z.number().int(),
    shippedQty: z.number().int(),
    returnQtyRequested: z
      .number()
      .int()
      .meta({ description: 'Requested on returns not rejected or cancelled' }),
    availableQty: z
      .number()
      .int()
      .meta({ description: 'Can still be returned: shippedQty − returnQtyRequested' }),
  })
  .meta({ id: 'OrderSearchLine' });

export const orderSearchItemSchema = z
  .object({
    id: z.string().meta({ description: 'Order Guid' }),
    orderNumber: z.string(),
    orderDate: z.string(),
    email: z.string(),
    customerName: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    currencyCode: z.string(),
    grandTotal: priceSchema,
    shipmentDate: z.string().nullable(),
    returnCount: z.number().int().meta({ description: 'Returns of the order so far (any status)' }),
    availableQty: z.number().int().meta({ description: 'Units that can still be returned' }),
    returnable: z.boolean().meta({ description: 'Something is left to return' }),
    lineItems: z.array(orderSearchLineSchema),
  })
  .meta({ id: 'OrderSearchItem' });
export type OrderSearchItem = z.infer<typeof orderSearchItemSchema>;

export const orderSearchResultSchema = z
  .object({
    total: z
      .number()
      .int()
      .meta({ description: `Matches, counted up to ${ORDER_SEARCH_COUNT_CAP}` }),
    totalCapped: z
      .boolean()
      .meta({ description: `true: more than ${ORDER_SEARCH_COUNT_CAP} orders match (narrow the search)` }),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(orderSearchItemSchema),
  })
  .meta({ id: 'OrderSearchResult' });
