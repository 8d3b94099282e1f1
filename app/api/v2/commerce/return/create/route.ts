import { returnCreateSchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { createReturn } from '@/lib/service/returns/create';

export const POST = route({ wrapper: 'D', body: returnCreateSchema }, ({ ctx, body }) => createReturn(ctx.db, body, ctx.actor));
