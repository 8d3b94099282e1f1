import { z } from 'zod';
import { formInt, guid } from './form-values';
import { priceSchema } from './price';
import { RETURN_STATUSES } from './return-status';

/** v2 returns: the order detail for a return, create and update, and the back-office extensions. */

export const returnOptionSchema = z
  .object({
    itemValue: z.string(),
    itemText: z.string(),
    displayOrder: z.number().int(),
    parentItemValue: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: 'ReturnOption', description: 'A return reason (master data table 10) or required action (table 11)' });

export const returnOrderLineSchema = z
  .object({
    recordId: z.string().meta({ description: 'Order line Guid' }),
    productId: z.string(),
    productIid: z.number().int(),
    stockCode: z.string(),
    name: z.string(),
    manufacturer: z.string().meta({ description: 'Brand name' }),
    subManufacturer: z.string().meta({ description: 'Sub-brand name' }),
    slug: z.string(),
    image: z.string(),
    customInfo1: z.string(),
    statusCode: z.string().meta({ description: 'Label of `status` (see the return line status table)' }),
    reasonForReturnId: z.string(),
    requiredActionId: z.string(),
    comment: z.string(),
    qty: z.number().int(),
    shippedQty: z.number().int(),
    returnQtyRequested: z.number().int().meta({ description: 'Requested on returns not rejected or cancelled' }),
    returnQtyRecd: z.number().int(),
    availableQty: z.number().int().meta({ description: 'What can still be returned: shippedQty − returnQtyRequested' }),
    status: z.number().int().meta({ description: 'Status of the latest return of this line; 0 none' }),
    price: priceSchema,
    discountAmt: priceSchema,
    totalPrice: priceSchema,
  })
  .meta({ id: 'ReturnOrderLine' });

export const returnOrderDetailSchema = z
  .object({
    id: z.string().meta({ description: 'Order Guid' }),
    orderNumber: z.string(),
    orderDate: z.string(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
    email: z.string(),
    statusLabel: z.string(),
    reasonForReturnId: z.string().meta({ description: 'Of the latest return of the order ("" when none)' }),
    requiredActionId: z.string(),
    comment: z.string(),
    faultReason: z.string(),
    uploadFileUrls: z.array(z.string()),
    status: z.number().int().meta({ description: 'Order status (see the order status table)' }),
    returnStatus: z.number().int().meta({ description: 'Status of the latest return of the order; 0 when none' }),
    shipmentDate: z.string().nullable(),
    grandTotal: priceSchema,
    subTotal: priceSchema,
    shippingCharge: priceSchema,
    lineItems: z.array(returnOrderLineSchema),
    reasonsForReturn: z.array(returnOptionSchema),
    requiredActions: z.array(returnOptionSchema),
  })
  .meta({ id: 'ReturnOrderDetail' });
export type ReturnOrderDetail = z.infer<typeof returnOrderDetailSchema>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const quantity = (min: number) =>
  z.number({ message: 'must be a whole number' }).int('must be a whole number').min(min, min === 1 ? 'must be at least 1' : `must be at least ${min}`).max(100000);

export const returnCreateLineSchema = z
  .object({
    recordId: guid.optional().meta({ description: 'Extension: the order line Guid, when a product appears on two lines' }),
    productId: guid.optional(),
    stockCode: text(100).optional(),
    returnQtyRequested: quantity(1),
    returnQtyRecd: quantity(0).optional().meta({ description: 'Already received (a return at the counter); at most returnQtyRequested' }),
    reasonForReturnId: text(100).min(1, 'is required'),
    requiredActionId: text(100).optional().meta({ description: 'Default: the default required action' }),
    comment: text(1000).optional(),
  })
  .refine((l) => l.recordId || l.productId || l.stockCode, { message: 'productId or stockCode is required', path: ['productId'] })
  .refine((l) => (l.returnQtyRecd ?? 0) <= l.returnQtyRequested, { message: 'must not exceed returnQtyRequested', path: ['returnQtyRecd'] });

export const returnCreateSchema = z
  .object({
    orderId: text(100).min(1, 'is required').meta({ description: 'Order number or order Guid' }),
    comment: text(2000).optional(),
    lineItems: z.array(returnCreateLineSchema, { message: 'must be a list' }).min(1, 'at least one line').max(200),
    faultReason: text(1000).optional(),
    uploadFileUrls: z.array(text(2000).min(1), { message: 'must be a list' }).max(20).optional(),
  })
  .meta({ id: 'ReturnCreate', description: 'The spec lists every field as optional; orderId and one line with a quantity and a reason are required here' });
export type ReturnCreate = z.output<typeof returnCreateSchema>;

export const returnCreateResultSchema = z
  .object({ recordId: z.string(), id: z.number().int(), isValid: z.boolean() })
  .meta({ id: 'ReturnCreateResult' });

const statusValue = z.union([z.number().int(), z.string().trim().min(1, 'is required')]);

export const returnUpdateSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional().meta({ description: 'Must name the same return as the path when given' }),
    // The spec names this field `rettunStatus`; `returnStatus` is accepted as the correct spelling.
    rettunStatus: statusValue.optional(),
    returnStatus: statusValue.optional(),
    comment: text(2000).optional(),
    lineItems: z
      .array(z.object({ recordId: guid, returnQtyRecd: quantity(0) }))
      .max(200)
      .optional()
      .meta({ description: 'Extension: received quantities per return line when moving to Received (default: all requested)' }),
  })
  .refine((b) => b.rettunStatus !== undefined || b.returnStatus !== undefined, { message: 'is required', path: ['rettunStatus'] })
  .meta({
    id: 'ReturnUpdate',
    description: `rettunStatus (spelled so in the spec) or returnStatus: the new status as number or name. ${RETURN_STATUSES.map((s) => `${s.id} ${s.name}`).join(', ')}`,
  });
export type ReturnUpdate = z.output<typeof returnUpdateSchema>;

export const statusRefSchema = z.object({ id: z.number().int(), name: z.string(), label: z.string() }).meta({ id: 'ReturnStatusRef' });

/** A photo attached to a return (uploaded as a file, extension), in its stored renditions. */
export const returnAttachmentSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: 'The uploaded file name' }),
    url: z.string().meta({ description: 'The original, as uploaded' }),
    previewUrl: z.string().meta({ description: 'WebP, 800 px wide at most' }),
    thumbnailUrl: z.string().meta({ description: 'WebP, 160 px wide at most' }),
    contentType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    uploadedBy: z.object({ kind: z.enum(['staff', 'client', 'system']), name: z.string() }),
    created: z.string(),
  })
  .meta({ id: 'ReturnAttachment' });
export type ReturnAttachment = z.infer<typeof returnAttachmentSchema>;

/** At most this many files per return (the spec's uploadFileUrls holds at most 20 as well). */
export const RETURN_ATTACHMENTS_MAX = 20;

export const returnDetailSchema = z
  .object({
    recordId: z.string(),
    id: z.number().int(),
    orderId: z.string(),
    orderNumber: z.string(),
    email: z.string(),
    currencyCode: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    statusLabel: z.string(),
    reasonForReturnId: z.string(),
    requiredActionId: z.string(),
    comment: z.string(),
    faultReason: z.string(),
    uploadFileUrls: z.array(z.string()),
    attachments: z.array(returnAttachmentSchema).meta({ description: 'Files uploaded to the return (their original URLs are also in uploadFileUrls)' }),
    created: z.string(),
    lastUpdated: z.string(),
    refundTotal: priceSchema.meta({ description: 'Value of the lines requested (paid price after discounts)' }),
    lineItems: z.array(
      z.object({
        recordId: z.string(),
        orderLineId: z.string(),
        productId: z.string(),
        stockCode: z.string(),
        name: z.string(),
        returnQtyRequested: z.number().int(),
        returnQtyRecd: z.number().int(),
        status: z.number().int(),
        statusCode: z.string(),
        reasonForReturnId: z.string(),
        requiredActionId: z.string(),
        comment: z.string(),
        price: priceSchema,
        totalPrice: priceSchema,
      }),
    ),
    history: z.array(
      z.object({
        fromStatus: z.number().int().nullable(),
        toStatus: z.number().int(),
        toStatusName: z.string(),
        comment: z.string(),
        changedBy: z
          .object({ kind: z.enum(['staff', 'client', 'system']), name: z.string() })
          .meta({ description: 'Who made the move: a staff member (named by the back-office), an API client, or the system (demo data)' }),
        created: z.string(),
      }),
    ),
    allowedNextStatuses: z.array(statusRefSchema),
  })
  .meta({ id: 'ReturnDetail', description: 'Extension: a return with its lines, status history and allowed moves' });
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

const paging = {
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
};

export const returnListQuerySchema = z.object({
  ...paging,
  status: z.string().trim().max(50).optional().meta({ description: 'Return status number or name' }),
  orderNumber: z.string().trim().max(100).optional(),
  email: z.string().trim().max(320).optional(),
});

export const pagedSchema = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      total: z.number().int(),
      pages: z.number().int(),
      currentPage: z.number().int(),
      pageSize: z.number().int(),
      results: z.array(item),
    })
    .meta({ id });

export const returnListItemSchema = z
  .object({
    recordId: z.string(),
    id: z.number().int(),
    orderId: z.string(),
    orderNumber: z.string(),
    email: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    statusLabel: z.string(),
    lineCount: z.number().int(),
    returnQtyRequested: z.number().int(),
    created: z.string(),
    lastUpdated: z.string(),
  })
  .meta({ id: 'ReturnListItem' });

export const returnListSchema = pagedSchema(returnListItemSchema, 'ReturnList');

export const returnableOrderQuerySchema = z.object({
  ...paging,
  email: z.string().trim().max(320).optional(),
  orderNumber: z.string().trim().max(100).optional(),
  returnable: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .meta({ description: 'true: only orders with something left to return' }),
});

export const returnableOrderSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    orderDate: z.string(),
    email: z.string(),
    status: z.number().int(),
    statusLabel: z.string(),
    currencyCode: z.string(),
    lineCount: z.number().int(),
    shippedQty: z.number().int(),
    availableQty: z.number().int().meta({ description: 'Units that can still be returned' }),
  })
  .meta({ id: 'ReturnableOrder' });

export const returnableOrderListSchema = pagedSchema(returnableOrderSchema, 'ReturnableOrderList');

export const returnPathParamSchema = z.object({ id: z.string().trim().min(1, 'is required').max(100) });

/** GET /api/v2/commerce/returns/:id/history: the return's audit history, newest first. */
export const returnHistoryQuerySchema = z.object({
  page: formInt(1, 1_000_000).optional().default(1),
  pageSize: formInt(1, 100).optional().default(50),
});
