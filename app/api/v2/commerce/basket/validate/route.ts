import { basketIdQuerySchema } from '@/lib/api/schemas/basket-requests';
import { shopperOf } from '@/lib/service/baskets/access';
import { validateBasket } from '@/lib/service/baskets/validate';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront cart/use-basket-validate.ts): whether every line of the basket can still be bought. */
const validate = route({ wrapper: 'D', query: basketIdQuerySchema }, ({ ctx, query }) => validateBasket(ctx.db, query.basketId, shopperOf(ctx)));
export { validate as GET, validate as POST };
