import 'server-only';
import { z } from 'zod';
import {
  returnAttachmentSchema,
  returnCreateResultSchema,
  returnDetailSchema,
  returnListSchema,
  returnOrderDetailSchema,
  returnableOrderListSchema,
  type ReturnCreate,
} from '@/lib/api/schemas/returns';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { requestD, segment } from './http';

/** v2 returns (support staff): lists, the order a return is made for, create and status moves. */

export interface ReturnListQuery {
  page?: number;
  pageSize?: number;
  status?: string;
  orderNumber?: string;
  email?: string;
}

/** Returns, newest first (GET /api/v2/commerce/returns/list). */
export function listReturns(query: ReturnListQuery = {}) {
  return requestD({ path: '/api/v2/commerce/returns/list', query: { ...query } }, returnListSchema);
}

/** Orders with what can still be returned (GET /api/v2/commerce/returns/orders). */
export function listReturnableOrders(
  query: {
    page?: number;
    pageSize?: number;
    orderNumber?: string;
    email?: string;
    returnable?: boolean;
  } = {},
) {
  return requestD(
    {
      path: '/api/v2/commerce/returns/orders',
      query: { ...query, returnable: query.returnable === undefined ? undefined : String(query.returnable) },
    },
    returnableOrderListSchema,
  );
}

/** The order (by number or Guid) with its lines, what was returned, and the reasons and actions to choose from. */
export function getReturnOrder(orderNumberOrId: string) {
  return requestD({ path: `/api/v2/commerce/return/${segment(orderNumberOrId)}` }, returnOrderDetailSchema);
}

/** One return (by number or Guid) with its lines, history and allowed next statuses. */
export function getReturn(id: string | number) {
  return requestD({ path: `/api/v2/commerce/returns/detail/${segment(id)}` }, returnDetailSchema);
}

/** Creates a return (status Requested); the service refuses more than can be returned. */
export function createReturn(body: ReturnCreate) {
  return requestD({ method: 'POST', path: '/api/v2/commerce/return/create', body }, returnCreateResultSchema);
}

/** Moves a return to `status` (one of its allowedNextStatuses); returns the updated return. */
export function moveReturn(id: string | number, status: number, comment?: string) {
  // The spec spells the field `rettunStatus`.
  return requestD(
    {
      method: 'POST',
      path: `/api/v2/commerce/return/${segment(id)}/update`,
      body: { rettunStatus: status, comment },
    },
    returnDetailSchema,
  );
}

const returnStatusesSchema = z.object({
  returnStatuses: z.array(z.object({ id: z.number().int(), name: z.string(), label: z.string() })),
});

/** The return status table (GET /api/v2/commerce/returns/statuses), for the list's status filter. */
export function listReturnStatuses() {
  return requestD({ path: '/api/v2/commerce/returns/statuses' }, returnStatusesSchema);
}

/** Attaches photos (FormData `file` parts) to a return; answers all its attachments. */
export function uploadReturnAttachments(id: string | number, form: FormData) {
  return requestD(
    { method: 'POST', path: `/api/v2/commerce/returns/${segment(id)}/attachments`, body: form },
    z.array(returnAttachmentSchema),
  );
}

/** Who changed a return and what, newest first (GET /api/v2/commerce/returns/:id/history). */
export function returnHistory(id: string | number, query: { page?: number; pageSize?: number } = {}) {
  return requestD({ path: `/api/v2/commerce/returns/${segment(id)}/history`, query }, historyPageSchema);
}
