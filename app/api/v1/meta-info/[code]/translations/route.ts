import { z } from 'zod';
import { translationsUpdateSchema } from '@/lib/api/schemas/translations';
import { getTranslations, putTranslations } from '@/lib/service/translations';
import { route } from '@/lib/http/route';

const fieldCodeParamSchema = z.object({ code: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters') });

/** Extension (issue 38, docs/locales.md): an attribute's name and option labels in each enabled locale. */
export const GET = route({ wrapper: 'B', params: fieldCodeParamSchema }, ({ ctx, params }) => getTranslations(ctx.db, 'attribute', params.code));

/** Sets or removes an attribute's translated name and option labels in one locale, all or nothing. */
export const PUT = route({ wrapper: 'B', params: fieldCodeParamSchema, body: translationsUpdateSchema }, ({ ctx, params, body }) =>
  putTranslations(ctx.db, 'attribute', params.code, body, ctx.actor),
);
