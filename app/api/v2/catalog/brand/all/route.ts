import { brandPageQuerySchema } from '@/lib/api/schemas/storefront';
import { listBrands } from '@/lib/service/brands';
import { route } from '@/lib/http/route';
import { brandPage } from '@/lib/service/storefront/catalogue';
import { requestLocale } from '@/lib/service/locales';

/** Without paging: the list (our back-office). With page/pageSize (the vendor storefront): `{results, total, …}`. */
export const GET = route({ wrapper: 'D', query: brandPageQuerySchema, cache: { shared: true } }, async ({ ctx, query }) => {
  const locale = await requestLocale(ctx.db, ctx.language);
  return query.page || query.pageSize ? brandPage(ctx.db, query.page ?? 1, query.pageSize ?? 20, query.sortOrder, locale) : listBrands(ctx.db, locale);
});
