import { translationProgressQuerySchema } from '@/lib/api/schemas/translation-progress';
import { translationProgress } from '@/lib/service/translation-progress';
import { route } from '@/lib/http/route';

/** Extension (issue 38): how far each enabled locale's product translations have got. */
export const GET = route({ wrapper: 'B', query: translationProgressQuerySchema, cache: {} }, ({ ctx, query }) => translationProgress(ctx.db, query));
