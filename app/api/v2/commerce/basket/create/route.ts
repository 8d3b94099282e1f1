import { z } from 'zod';
import { basketCreateSchema } from '@/lib/api/schemas/basket-requests';
import { createBasket } from '@/lib/service/baskets';
import { shopperOf } from '@/lib/service/baskets/access';
import { route } from '@/lib/http/route';

/** Extension. An empty body creates an empty basket for the UserId/Email/Currency headers. */
const body = z.preprocess((v) => v ?? {}, basketCreateSchema);

export const POST = route({ wrapper: 'D', body }, ({ ctx, body }) => createBasket(ctx.db, body, shopperOf(ctx), ctx.currency));
