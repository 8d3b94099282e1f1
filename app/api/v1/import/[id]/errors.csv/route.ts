import { importIdParamsSchema } from '@/lib/api/schemas/product-import';
import { download } from '@/lib/http/download';
import { route } from '@/lib/http/route';
import { importErrorsCsv } from '@/lib/service/import';

/** Extension: the rows an import skipped, as in the file, with an Errors column (text/csv). */
export const GET = route({ wrapper: 'bare', failureWrapper: 'B', params: importIdParamsSchema }, async ({ ctx, params }) => {
  const { fileName, body } = await importErrorsCsv(ctx.db, params.id);
  return download(body, 'text/csv; charset=utf-8', fileName);
});
