import { categoryCreateSchema } from '@/lib/api/schemas/category';
import { createCategory, listCategoryTree } from '@/lib/service/categories';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'B' }, ({ ctx }) => listCategoryTree(ctx.db));

export const POST = route({ wrapper: 'C', body: categoryCreateSchema }, async ({ ctx, body }) => ({
  recordId: await createCategory(ctx.db, body, ctx.actor),
  message: 'Category created',
}));
