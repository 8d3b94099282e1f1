import 'server-only';
import { z } from 'zod';
import { bulkRunSchema, jobStatusSchema, runChangeSchema, undoResultSchema } from './schemas/bulk-runs';
import { requestA, requestB, segment } from './http';

/**
 * The back-office's calls for bulk runs and background jobs (extensions): the Bulk runs page, its
 * Undo, and the wizard's job progress.
 */
export function listBulkRuns(page: number, pageSize: number) {
  return requestA(
    { path: '/api/v1/bulk-update/runs', query: { page, pagesize: pageSize } },
    z.array(bulkRunSchema),
  );
}

export function getBulkRun(id: string) {
  return requestB({ path: `/api/v1/bulk-update/runs/${segment(id)}` }, bulkRunSchema);
}

export function bulkRunChanges(id: string, page: number, pageSize: number) {
  return requestA(
    { path: `/api/v1/bulk-update/runs/${segment(id)}/changes`, query: { page, pagesize: pageSize } },
    z.array(runChangeSchema),
  );
}

export function undoBulkRun(id: string) {
  return requestB(
    { method: 'POST', path: `/api/v1/bulk-update/runs/${segment(id)}/undo`, timeoutMs: 300_000 },
    undoResultSchema,
  );
}

export function getJobStatus(id: string) {
  return requestB({ path: `/api/v1/jobs/${segment(id)}` }, jobStatusSchema);
}

export function cancelJob(id: string) {
  return requestB({ method: 'POST', path: `/api/v1/jobs/${segment(id)}/cancel` }, jobStatusSchema);
}
