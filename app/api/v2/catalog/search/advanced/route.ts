import { z } from 'zod';
import { catalogSearchRequestSchema } from '@/lib/api/schemas/catalog-search';
import { searchCatalog } from '@/lib/service/catalog-search';
import { route } from '@/lib/service/http';

/** An empty body searches everything. JSON or form fields (the spec's sample sends form fields). */
const body = z.preprocess((v) => v ?? {}, catalogSearchRequestSchema);

export const POST = route({ wrapper: 'D', body, bodyFormat: 'json-or-form' }, ({ ctx, body }) => searchCatalog(ctx.db, body, ctx.currency));
