import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { historyEntrySchema } from '@/lib/api/schemas/history';
import { requestA, segment } from './http';

/** Where each entity's history is served (GET …/{id}/history, extension). */
const HISTORY_PATHS = {
  product: 'product',
  category: 'category',
  supplier: 'supplier',
  product_family: 'product-family',
} as const;

export type HistoryOf = keyof typeof HISTORY_PATHS;

/** One record's history, newest first. */
export const listHistory = cache((entity: HistoryOf, id: string | number, page = 1, pageSize = 50) =>
  requestA(
    { path: `/api/v1/${HISTORY_PATHS[entity]}/${segment(id)}/history`, query: { page, pagesize: pageSize } },
    z.array(historyEntrySchema),
  ),
);
