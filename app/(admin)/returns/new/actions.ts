'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { createReturn } from '@/lib/api/returns';
import { formPathOf, returnFormSchema, toReturnCreate } from './return-form-schema';

/** Creates a return from the "New return" form; the service's field errors come back on the form's fields. */
export async function createReturnAction(values: unknown) {
  let lineIndexes: number[] = [];
  const result = await runAction('returns', 'write', async () => {
    const built = toReturnCreate(returnFormSchema().parse(values));
    lineIndexes = built.lineIndexes;
    const created = await createReturn(built.body);
    revalidatePath('/returns', 'layout');
    return { id: created.id };
  });
  if (result.ok) return result;
  const fieldErrors = Object.fromEntries(
    Object.entries(result.fieldErrors).map(([path, message]) => [formPathOf(path, lineIndexes), message]),
  );
  return { ...result, fieldErrors };
}
