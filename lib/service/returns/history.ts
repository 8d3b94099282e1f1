import type { z } from 'zod';
import type { Db } from '@/lib/db';
import type { HistoryPage } from '@/lib/api/schemas/history';
import type { returnHistoryQuerySchema } from '@/lib/api/schemas/returns';
import { listHistory } from '../history';
import { findReturn } from './detail';

/** GET /api/v2/commerce/returns/:id/history (extension): every recorded write of one return, newest first. */
export async function returnHistory(
  db: Db,
  key: string,
  query: z.output<typeof returnHistoryQuerySchema>,
): Promise<HistoryPage> {
  const ret = await findReturn(db, key, 'id');
  const { result, totalRecords } = await listHistory(db, 'return', ret.id, {
    page: query.page,
    pagesize: query.pageSize,
  });
  return { results: result, total: totalRecords, page: query.page, pageSize: query.pageSize };
}
