'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { cancelJob, getJobStatus, undoBulkRun } from '@/lib/api/bulk-runs';

/** Server actions of the Bulk runs page and the wizard's job progress (bulkUpdate access). */
const id = z.uuid();

export async function undoRunAction(runId: string) {
  return runAction('bulkUpdate', 'write', async () => {
    const result = await undoBulkRun(id.parse(runId));
    revalidatePath('/bulk-update/runs', 'layout');
    revalidatePath('/catalogue/products', 'layout');
    return result;
  });
}

export async function jobStatusAction(jobId: string) {
  return runAction('bulkUpdate', 'write', () => getJobStatus(id.parse(jobId)));
}

export async function cancelJobAction(jobId: string) {
  return runAction('bulkUpdate', 'write', () => cancelJob(id.parse(jobId)));
}
