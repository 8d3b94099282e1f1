import type { Db } from '@/lib/db';
import type { EntityHistoryQuery } from '@/lib/api/schemas/b2b-history';
import type { HistoryPage } from '@/lib/api/schemas/history';
import { getCompanyDetail } from './companies/detail';
import { findQuotationRow } from './quotes/view';
import { listHistory } from '../history';

/** The audit history of a company or a quotation (404 for an unknown one), newest first. */
export async function b2bHistory(db: Db, entity: 'company' | 'quotation', id: string, q: EntityHistoryQuery): Promise<HistoryPage> {
  if (entity === 'company') await getCompanyDetail(db, id);
  else await findQuotationRow(db, id);
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 50;
  const { result, totalRecords } = await listHistory(db, entity, id, { page, pagesize: pageSize });
  return { results: result, total: totalRecords, page, pageSize };
}
