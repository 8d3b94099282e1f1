import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import type { ImportRowError } from '@/lib/api/schemas/product-import';
import { actorColumns, HISTORY_ACTOR_COLUMNS } from '../history';
import { patchLocaleWords } from '../catalog-search/facts';
import type { BatchContext } from './batch';
import type { RowWrite } from './rows';

/**
 * Translation columns of an import (`Name [fr-FR]`, docs/import.md and docs/locales.md): each row's
 * translated fields, written with the product, as the translations API writes them.
 */

/**
 * A translated slug must be free in its locale (as PUT …/translations requires): not another product's
 * slug there (its translated one, or its own where it has none there), nor given by another row of the
 * batch. Returns the rows that fail.
 */
export async function translationSlugClashes(tx: Tx, writes: (RowWrite & { id?: string })[], errors: ImportRowError[]): Promise<Set<number>> {
  const failed = new Set<number>();
  const slugs = writes.flatMap((w) => w.translations.filter((t) => t.field === 'seoUrl').map((t) => ({ w, t })));
  if (slugs.length === 0) return failed;
  const owners = await tx.execute<{ culture: string; slug: string; id: string; stock_code: string }>(sql`
    with wanted as (select distinct c as culture, s as slug from unnest(${textArray(slugs.map((x) => x.t.culture))}, ${textArray(slugs.map((x) => x.t.value))}) as u(c, s))
    select w.culture, w.slug, t.product_id::text as id, p.stock_code from wanted w
      join product_translations t on t.locale = w.culture and t.field = 'seoUrl' and t.value = w.slug join products p on p.id = t.product_id
    union all
    select w.culture, w.slug, p.id::text, p.stock_code from wanted w join products p on p.seo_url = w.slug
    where not exists (select 1 from product_translations t where t.product_id = p.id and t.locale = w.culture and t.field = 'seoUrl')`);
  const holders = new Map<string, { id: string; stockCode: string }[]>();
  for (const o of owners.rows) {
    const key = `${o.culture}\u0000${o.slug}`;
    holders.set(key, [...(holders.get(key) ?? []), { id: o.id, stockCode: o.stock_code }]);
  }
  const firstRow = new Map<string, number>();
  for (const { w, t } of slugs) {
    const key = `${t.culture}\u0000${t.value}`;
    const other = (holders.get(key) ?? []).find((h) => h.id !== w.id && h.stockCode !== w.stockCode);
    const message = other
      ? `${t.value} is already the slug of ${other.stockCode} in ${t.culture}`
      : firstRow.has(key) && firstRow.get(key) !== w.rowNumber ? `${t.value} is also given in row ${firstRow.get(key)} for ${t.culture}` : null;
    if (!firstRow.has(key)) firstRow.set(key, w.rowNumber);
    if (!message) continue;
    errors.push({ rowNumber: w.rowNumber, column: t.column, message });
    failed.add(w.rowNumber);
  }
  return failed;
}

/**
 * Writes the rows' translations, one statement for the batch: a field whose text is already that
 * changes nothing. An existing product records each change in its history (`translation.<locale>.<field>`,
 * before → after, this import's run), which the import's undo restores; a new product's are taken away
 * with it. Then the facts' translated words of the products' masters.
 */
export async function writeTranslations(tx: Tx, c: BatchContext, written: { productId: string; write: RowWrite; isNew: boolean }[]): Promise<void> {
  const rows = written.flatMap(({ productId, write, isNew }) => write.translations.map((t) => ({ pid: productId, locale: t.culture, field: t.field, value: t.value, h: !isNew })));
  if (rows.length === 0) return;
  await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(pid uuid, locale text, field text, value text, h boolean)),
    old as (select t.product_id, t.locale, t.field, t.value from product_translations t join v on v.pid = t.product_id and v.locale = t.locale and v.field = t.field),
    up as (
      insert into product_translations (product_id, locale, field, value, updated_by)
      select pid, locale, field, value, ${c.actor.id} from v
      on conflict (product_id, locale, field) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by
        where product_translations.value is distinct from excluded.value
      returning product_id, locale, field, value)
    insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
    select 'product', up.product_id::text, 'translation.' || up.locale || '.' || up.field, to_jsonb(old.value), to_jsonb(up.value),
      ${actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId })}
    from up join v on v.pid = up.product_id and v.locale = up.locale and v.field = up.field
      left join old on old.product_id = up.product_id and old.locale = up.locale and old.field = up.field
    where v.h`);
  const masters = await tx.execute<{ id: string }>(sql`
    select distinct coalesce(parent_id, id) as id from products where id = any(${uuidArray([...new Set(rows.map((r) => r.pid))])})`);
  await patchLocaleWords(tx, masters.rows.map((r) => r.id));
}
