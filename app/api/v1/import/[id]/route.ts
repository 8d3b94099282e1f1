import { importIdParamsSchema } from '@/lib/api/schemas/product-import';
import { route } from '@/lib/http/route';
import { getImportReport } from '@/lib/service/import';

/** Extension: an import's progress, counts, products and first row errors. */
export const GET = route({ wrapper: 'B', params: importIdParamsSchema }, ({ ctx, params }) => getImportReport(ctx.db, params.id));
