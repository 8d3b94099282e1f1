'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { cancelJob } from '@/lib/api/bulk-runs';
import { getImportReport, saveImportProfile, undoImport } from '@/lib/api/product-import';
import { importProfileBodySchema } from '@/lib/api/schemas/product-import-profiles';

const idSchema = z.uuid();

/** The import's progress and report, polled by the page while its job runs. */
export async function importReportAction(id: string) {
  return runAction('products', 'read', () => getImportReport(idSchema.parse(id)));
}

/** Stops the import after its current batch; the batches applied stay. */
export async function cancelImportAction(id: string) {
  return runAction('products', 'write', () => cancelJob(idSchema.parse(id)));
}

/** Puts back what the import changed and takes away what it created (the service's undo of its bulk run). */
export async function undoImportAction(id: string) {
  return runAction('products', 'write', async () => {
    const result = await undoImport(idSchema.parse(id));
    revalidatePath('/catalogue/products', 'layout');
    return result;
  });
}

/** Saves the page's mapping and options as a profile (a new one, or the one applied when `id` is given). */
export async function saveProfileAction(input: unknown, id?: string) {
  return runAction('products', 'write', async () => {
    const profile = await saveImportProfile(importProfileBodySchema.parse(input), id ? idSchema.parse(id) : undefined);
    revalidatePath('/catalogue/import');
    return profile;
  });
}
