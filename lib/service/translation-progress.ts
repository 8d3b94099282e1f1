import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import { invalid } from '@/lib/errors';
import { PROGRESS_FIELDS, type TranslationProgress } from '@/lib/api/schemas/translation-progress';
import { locales, requireLocale } from './locales';
import { PRODUCT_TRANSLATED_COLUMNS } from './translations';

/** Each counted field's bit: what a product needs (its fields with text) and what a locale has of it. */
const BITS = PROGRESS_FIELDS.map((field, i) => ({ field, column: PRODUCT_TRANSLATED_COLUMNS[field], bit: 1 << i }));
const NAME_BIT = BITS.find((b) => b.field === 'name')!.bit;
const translatedBits = sql.raw(`case field ${BITS.map((b) => `when '${b.field}' then ${b.bit}`).join(' ')} end`);
const neededBits = sql.raw(BITS.map((b) => `(case when ${b.column} <> '' then ${b.bit} else 0 end)`).join(' | '));

/**
 * GET /api/v1/translations/progress (issue 38): per non-default enabled locale, the master products,
 * how many have a name in it and how many have all their counted fields in it (each field that has
 * text in the default locale; a product whose counted fields are all empty is complete). One statement
 * and one pass over the products: each master's fields with text as bits, beside the bits of the
 * fields translated per locale (grouped per product), so a product is complete
 * where `translated & needed = needed`. At 100,000 products the pass over products is the cost
 * (docs/back-office.md, "Translations").
 */
export async function translationProgress(db: Db, query: { locale?: string }): Promise<TranslationProgress> {
  const all = await locales(db);
  let wanted = all.enabled.filter((l) => l.culture !== all.default.culture);
  if (query.locale !== undefined) {
    const { locale } = await requireLocale(db, query.locale, 'locale');
    if (locale.culture === all.default.culture)
      throw invalid([`locale: ${locale.culture} is the default language, whose text is the products' own`], 'The default language is not translated');
    wanted = [locale];
  }
  if (wanted.length === 0) return { defaultLocale: all.default.culture, locales: [] };
  const cultures = textArray(wanted.map((l) => l.culture));
  const rows = await db.execute<{ locale: string; products: number; named: number; complete: number }>(sql`
    with translated as (
      select product_id, locale, bit_or(${translatedBits}) as bits
      from product_translations
      where locale = any(${cultures}) and field = any(${textArray(PROGRESS_FIELDS)})
      group by product_id, locale
    ),
    masters as (
      select id, ${neededBits} as needed from products where parent_id is null
    )
    select l.locale, count(*)::int as products,
      count(*) filter (where t.bits & ${NAME_BIT} <> 0)::int as named,
      count(*) filter (where coalesce(t.bits, 0) & m.needed = m.needed)::int as complete
    from masters m
    cross join unnest(${cultures}) with ordinality as l(locale, n)
    left join translated t on t.product_id = m.id and t.locale = l.locale
    group by l.locale, l.n
    order by l.n`);
  return {
    defaultLocale: all.default.culture,
    locales: rows.rows.map((r) => ({ locale: r.locale, products: Number(r.products), named: Number(r.named), complete: Number(r.complete) })),
  };
}
