'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { createCategory, moveCategory } from '@/lib/api/categories';
import { categoryCreateSchema } from '@/lib/api/schemas/category';

/** Creates a category from the "New category" dialog; returns its id. */
export async function createCategoryAction(values: unknown) {
  return runAction('categories', 'write', async () => {
    const id = await createCategory(categoryCreateSchema.parse(values));
    revalidatePath('/catalogue/categories', 'layout');
    return { id };
  });
}

const moveSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  /** 1-based position among the new siblings; the service renumbers the others. */
  position: z.number().int().min(1),
});

/** Drag and drop, or the keyboard move commands of the tree. */
export async function moveCategoryAction(move: z.input<typeof moveSchema>) {
  return runAction('categories', 'write', async () => {
    const m = moveSchema.parse(move);
    await moveCategory(m.id, m.parentId, m.position);
    revalidatePath('/catalogue/categories', 'layout');
  });
}
