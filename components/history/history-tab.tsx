import { Alert } from '@/components/ui/alert';
import { listHistory, type HistoryOf } from '@/lib/api/history';
import { labelReferences } from '@/lib/api/labels';
import { unlessUnavailable } from '@/lib/api/optional';
import { HistorySection } from './history-section';
import type { RecordTab } from './record-tabs';

/**
 * The History tab of a record's page (product, category, supplier, family): its latest changes from
 * GET …/{id}/history, in words (lib/labels). The page still opens when the history cannot be read;
 * the tab says so.
 */
export async function historyTab(entity: HistoryOf, id: string | number): Promise<RecordTab> {
  const [history, references] = await Promise.all([
    unlessUnavailable(listHistory(entity, id), `${entity} history`),
    labelReferences(entity),
  ]);
  return {
    value: 'history',
    label: history ? `History (${history.totalRecords.toLocaleString('en-GB')})` : 'History',
    content: history ? (
      <HistorySection entries={history.result} totalRecords={history.totalRecords} references={references} />
    ) : (
      <Alert tone="warning">The history of this record cannot be read right now; reload the page to try again.</Alert>
    ),
  };
}
