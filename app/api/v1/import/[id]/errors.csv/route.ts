import { importIdParamsSchema } from '@/lib/api/schemas/product-import';
import { route } from '@/lib/service/http';
import { importErrorsCsv } from '@/lib/service/import';

/** Extension: the rows an import skipped, as in the file, with an Errors column (text/csv). */
export const GET = route({ wrapper: 'bare', failureWrapper: 'B', params: importIdParamsSchema }, ({ ctx, params }) => importErrorsCsv(ctx.db, params.id));
