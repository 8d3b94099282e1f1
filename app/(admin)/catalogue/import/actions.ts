'use server';

import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { cancelJob } from '@/lib/api/bulk-runs';
import { getImportReport } from '@/lib/api/product-import';

const idSchema = z.uuid();

/** The import's progress and report, polled by the page while its job runs. */
export async function importReportAction(id: string) {
  return runAction('products', 'read', () => getImportReport(idSchema.parse(id)));
}

/** Stops the import after its current batch; the batches applied stay. */
export async function cancelImportAction(id: string) {
  return runAction('products', 'write', () => cancelJob(idSchema.parse(id)));
}
