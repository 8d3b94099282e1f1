import { productEditChoices } from '@/lib/service/products/lifecycle';
import { route } from '@/lib/http/route';

/** Extension: the price lists and warehouses a product's prices and stock rows can be added in. */
export const GET = route({ wrapper: 'B' }, ({ ctx }) => productEditChoices(ctx.db));
