import { guidParamSchema } from '@/lib/api/schemas/category';
import { translationsUpdateSchema } from '@/lib/api/schemas/translations';
import { getTranslations, putTranslations } from '@/lib/service/translations';
import { route } from '@/lib/http/route';

/** Extension (issue 38, docs/locales.md): the brand's text in each enabled locale. */
export const GET = route({ wrapper: 'B', params: guidParamSchema }, ({ ctx, params }) => getTranslations(ctx.db, 'brand', params.id));

/** Sets or removes translated fields of one locale, all or nothing. */
export const PUT = route({ wrapper: 'B', params: guidParamSchema, body: translationsUpdateSchema }, ({ ctx, params, body }) =>
  putTranslations(ctx.db, 'brand', params.id, body, ctx.actor),
);
