import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ORDER_STATUSES, RETURN_LINE_STATUSES, RETURN_STATUSES } from '@/lib/api/schemas/return-status';
import { orderSearchQuerySchema, orderSearchResultSchema, ORDER_SEARCH_COUNT_CAP } from '@/lib/api/schemas/orders';
import {
  RETURN_ATTACHMENTS_MAX,
  returnAttachmentSchema,
  returnableOrderListSchema,
  returnableOrderQuerySchema,
  returnCreateResultSchema,
  returnCreateSchema,
  returnDetailSchema,
  returnHistoryQuerySchema,
  returnListQuerySchema,
  returnListSchema,
  returnOrderDetailSchema,
  returnPathParamSchema,
  returnUpdateSchema,
} from '@/lib/api/schemas/returns';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { addPath, jsonBody, jsonOrFormBody, responses } from './helpers';

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** The order, return and return line status tables with the allowed moves (also in the document description). */
export const RETURN_STATUS_TABLES = `
### Return status (\`returnStatus\`, \`rettunStatus\`) and allowed moves
${table(
  ['Id', 'Name', 'Label (statusCode)', 'May move to', 'Meaning'],
  RETURN_STATUSES.map((s) => [s.id, s.name, s.label, s.next.map((n) => RETURN_STATUSES.find((r) => r.id === n)!.name).join(', ') || '— (final)', s.description]),
)}

A return line has the status of its return (\`status\`, with \`statusCode\` its label); ${RETURN_LINE_STATUSES[0].id} = ${RETURN_LINE_STATUSES[0].label} for an order line never returned.
Rejected and Cancelled returns give their quantities back to \`availableQty\`.

### Order status
${table(['Id', 'Name', 'Meaning'], ORDER_STATUSES.map((s) => [s.id, s.name, s.description]))}
`;

export function registerReturnPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Returns';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/commerce/return/{id}',
    operationId: 'getOrderForReturn',
    summary: 'The order (by order number or Guid) as a return needs it',
    description:
      'Each line says what was shipped, what returns not rejected or cancelled asked for (returnQtyRequested), what was received, and availableQty = shippedQty − returnQtyRequested. reasonsForReturn and requiredActions are master data tables 10 and 11. The path parameter is `:orderid` in the spec. Failures: 404 unknown order.',
    request: { params: returnPathParamSchema },
    responses: responses('D', returnOrderDetailSchema, [401, 404]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/commerce/return/create',
    operationId: 'createReturn',
    summary: 'Create a return (status Requested)',
    description: `Lines name the order line by productId or stockCode (or recordId, extension). Checked in one transaction holding the order's row lock, so concurrent creates cannot together exceed what was shipped. Failures: 400 VALIDATION_ERROR (missing orderId, no line, quantity not a positive whole number, a line listed twice), 404 NOT_FOUND (order, reason or action), 422 RULE_VIOLATION with one message per offending line, e.g. "lineItems.0.returnQtyRequested: at most 2 can be returned (3 shipped, 1 already requested)". Nothing is written on failure.`,
    request: { body: jsonBody(returnCreateSchema) },
    responses: responses('D', returnCreateResultSchema, [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/commerce/return/{id}/update',
    operationId: 'updateReturnStatus',
    summary: 'Move a return to another status',
    description: `The path id is the return number (\`id\`) or Guid (\`recordId\`). Body \`rettunStatus\` (the spec's spelling) or \`returnStatus\`: the new status as number or name. Result (not shown in the spec): the updated return, as GET /api/v2/commerce/returns/detail/{id}. Failures: 400 unknown status or body id naming another return, 404, 422 RULE_VIOLATION naming the allowed moves.\n${RETURN_STATUS_TABLES}`,
    request: { params: returnPathParamSchema, body: jsonOrFormBody(returnUpdateSchema) },
    responses: responses('D', returnDetailSchema, [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/returns/list',
    operationId: 'listReturns',
    summary: 'Returns, newest first (back-office)',
    description: 'Extension: the back-office lists returns by status (number or name), order number and/or customer email. page from 1, pageSize 1–100 (default 20).',
    request: { query: returnListQuerySchema },
    responses: responses('D', returnListSchema, [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/returns/detail/{id}',
    operationId: 'getReturnDetail',
    summary: 'A return with its lines, status history and allowed next statuses',
    description: 'Extension: what a back-office return page shows; id is the return number or Guid.',
    request: { params: returnPathParamSchema },
    responses: responses('D', returnDetailSchema, [401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/returns/orders',
    operationId: 'listOrdersForReturn',
    summary: 'Orders to start a return for',
    description: 'Extension: support staff find a customer\u2019s orders by email or number; returnable=true keeps those with something left to return.',
    request: { query: returnableOrderQuerySchema },
    responses: responses('D', returnableOrderListSchema, [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/returns/statuses',
    operationId: 'listReturnStatuses',
    summary: 'The order, return and return line status tables',
    description: `Extension: the tables below, for clients that build forms from them.\n${RETURN_STATUS_TABLES}`,
    responses: responses(
      'D',
      z.object({
        orderStatuses: z.array(z.object({ id: z.number(), name: z.string(), description: z.string() })),
        returnStatuses: z.array(z.object({ id: z.number(), name: z.string(), label: z.string(), next: z.array(z.number()), description: z.string() })),
        returnLineStatuses: z.array(z.object({ id: z.number(), name: z.string(), label: z.string() })),
      }),
      [401],
    ),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/orders/search',
    operationId: 'searchOrders',
    summary: 'Search orders',
    description: [
      'Extension for support staff: find any customer\u2019s order, newest first. Filters combine (all must match):',
      '`q` matches the whole order number or any part of the email or customer name; `orderNumber` the whole number; `email` and `name` any part (at least 3 characters, any case); `stockCode` orders with a line of that product; `status` the order status; `dateFrom`/`dateTo` the order day (UTC, both inclusive); `returnable` whether anything is left to return.',
      `Each result carries its lines with what was shipped, requested back and can still be returned (\`availableQty\`, \`returnable\`). Matches are counted up to ${ORDER_SEARCH_COUNT_CAP}: past that \`totalCapped\` is true. A bad date, an unknown status, dateFrom after dateTo or a too-short text is a 400.`,
    ].join('\n\n'),
    request: { query: orderSearchQuerySchema },
    responses: responses('D', orderSearchResultSchema, [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/commerce/returns/{id}/attachments',
    operationId: 'attachReturnPhotos',
    summary: 'Attach photos to a return',
    description: [
      `multipart/form-data with one or more \`file\` parts; a return holds at most ${RETURN_ATTACHMENTS_MAX} files (422 RULE_VIOLATION past it). \`id\` is the return number or Guid.`,
      'Checked and stored like product images: the type is sniffed from the bytes (JPEG, PNG, WebP, GIF, AVIF, TIFF); a file over MEDIA_MAX_BYTES (20 MB) → 413; not an image → 415; undecodable or a decompression bomb → 422 UNPROCESSABLE_IMAGE; nothing is stored when any file is refused.',
      'The originals\u2019 URLs are appended to the return\u2019s uploadFileUrls; the answer is every attachment of the return, with 160 px thumbnails and 800 px previews (WebP). Each is written to the return history (field `attachments`) with who uploaded it.',
    ].join('\n\n'),
    request: {
      params: returnPathParamSchema,
      body: {
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.array(z.string().meta({ format: 'binary' })).meta({ description: 'The image files' }) }),
          },
        },
      },
    },
    responses: responses('D', z.array(returnAttachmentSchema), [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/returns/{id}/history',
    operationId: 'getReturnHistory',
    summary: 'History of a return',
    description: 'Extension: every recorded change of the return (creation, status moves, attachments), newest first, with who made it (staff member or API client) and from where. Paged: page, pageSize (1–100, default 50).',
    request: { params: returnPathParamSchema, query: returnHistoryQuerySchema },
    responses: responses('D', historyPageSchema, [400, 401, 404]),
  });
}
