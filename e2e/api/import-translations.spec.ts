import type { APIRequestContext } from '@playwright/test';
import { expect, expectV1Failure, test } from '../support/api';
import { okD } from '../support/commerce';
import { catalogueProduct, csv, previewImport, postImport, runImport } from '../support/import';

/**
 * Translation columns in a product import (issue 38, docs/locales.md): `Name [fr-FR]` is suggested as
 * the French name, the import writes each row's translations with its history, a taken slug fails its
 * row, and undoing the import brings the old translations back. Products from the middle of the
 * catalogue (pages 431–434), which no other spec imports into.
 */
type Translations = { translations: Record<string, Record<string, string>> };
const translationsOf = async (api: APIRequestContext, id: string) => {
  const res = await api.get(`/api/v1/product/${id}/translations`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as Translations).translations;
};

test('Name [fr-FR] columns: suggested, imported with history, a taken slug fails its row, and undone like a bulk run', async ({ api }) => {
  const header = ['Item code', 'Name [fr-FR]', 'Short description [fr-FR]', 'SEO URL [fr-FR]', 'Product name [de]', 'Name [en-GB]'];
  const preview = await previewImport(api, csv([header, ['X', 'Chemise', 'Une chemise', 'chemise', 'Hemd', 'Shirt']]));
  expect(preview.status(), await preview.text()).toBe(200);
  const p = (await preview.json()).result;
  expect(p.mapping).toEqual({
    'Item code': 'StockCode',
    'Name [fr-FR]': 'Name[fr-FR]',
    'Short description [fr-FR]': 'ShortDescription[fr-FR]',
    'SEO URL [fr-FR]': 'SeoUrl[fr-FR]',
    'Product name [de]': 'Name[de-DE]',
  });
  expect(p.targets).toEqual(expect.arrayContaining([{ code: 'Name[fr-FR]', label: 'Name [fr-FR]', group: 'Translations (fr-FR)', required: false }]));

  const [a, b, c] = await Promise.all([431, 432, 433].map((page) => catalogueProduct(api, page)));
  // a already has a French name: the import changes it, and the undo gives it back
  const put = await api.put(`/api/v1/product/${a.id}/translations`, { data: { locale: 'fr', fields: { name: 'Ancien nom' } } });
  expect(put.status(), await put.text()).toBe(200);
  const suffix = Date.now().toString(36);
  const mapping = { 'Item code': 'StockCode', 'Name [fr-FR]': 'Name[fr-FR]', 'SEO URL [fr-FR]': 'SeoUrl[fr-FR]', 'Name [de-DE]': 'Name[de-DE]' };
  const file = csv([
    ['Item code', 'Name [fr-FR]', 'SEO URL [fr-FR]', 'Name [de-DE]'],
    [a.stockCode, `Veste ${suffix}`, `veste-${suffix}`, `Jacke ${suffix}`],
    [b.stockCode, `Pull ${suffix}`, '', ''],
    // c asks for a's new slug: its row fails whole (its name is not written either)
    [c.stockCode, `Robe ${suffix}`, `veste-${suffix}`, ''],
  ]);
  const run = await runImport(api, file, { mapping });
  expect(run.job).toMatchObject({ status: 'done', counts: { updated: 2, skipped: 1 } });
  expect(run.errors).toEqual([{ rowNumber: 3, column: 'SEO URL [fr-FR]', message: `veste-${suffix} is also given in row 1 for fr-FR` }]);
  expect(await translationsOf(api, a.id)).toEqual({ 'fr-FR': { name: `Veste ${suffix}`, seoUrl: `veste-${suffix}` }, 'de-DE': { name: `Jacke ${suffix}` } });
  expect((await translationsOf(api, b.id))['fr-FR']).toEqual({ name: `Pull ${suffix}` });
  expect((await translationsOf(api, c.id))['fr-FR']).toEqual({});

  // v2 answers in French at once, free text in French finds it, and the history names the import
  const fr = await okD<{ name: string }>(await api.get(`/api/v2/catalog/product/${a.id}`, { headers: { Language: 'fr' } }));
  expect(fr.name).toBe(`Veste ${suffix}`);
  const history = (await (await api.get(`/api/v1/product/${a.id}/history?pagesize=50`)).json()).result as { field: string; source: string; before: unknown; after: unknown }[];
  expect(history.find((h) => h.field === 'translation.fr-FR.name')).toMatchObject({ source: 'import', before: 'Ancien nom', after: `Veste ${suffix}` });

  // a second import with the slug now taken by a fails c's row against the catalogue
  const again = await runImport(api, csv([['Item code', 'SEO URL [fr-FR]'], [c.stockCode, `veste-${suffix}`]]), { mapping: { 'Item code': 'StockCode', 'SEO URL [fr-FR]': 'SeoUrl[fr-FR]' } });
  expect(again.errors).toEqual([{ rowNumber: 1, column: 'SEO URL [fr-FR]', message: `veste-${suffix} is already the slug of ${a.stockCode} in fr-FR` }]);

  const undo = await api.post(`/api/v1/bulk-update/runs/${run.runId}/undo`);
  expect(undo.status(), await undo.text()).toBe(200);
  expect((await undo.json()).result).toMatchObject({ undoOf: run.id, restoredProducts: 2, skipped: { count: 0 } });
  expect(await translationsOf(api, a.id)).toEqual({ 'fr-FR': { name: 'Ancien nom' }, 'de-DE': {} });
  expect((await translationsOf(api, b.id))['fr-FR']).toEqual({});
  expect((await okD<{ name: string }>(await api.get(`/api/v2/catalog/product/${a.id}`, { headers: { Language: 'fr' } }))).name).toBe('Ancien nom');
  await api.put(`/api/v1/product/${a.id}/translations`, { data: { locale: 'fr', fields: { name: null } } });
});

test('a translation column the mapping cannot fill is a 400 naming the enabled languages; a bad slug fails its row', async ({ api }) => {
  const file = csv([['Item code', 'Nom'], ['X-1', 'Chemise']]);
  for (const code of ['Name[es-ES]', 'Name[en-GB]', 'Brand[fr-FR]']) {
    const res = await postImport(api, file, { mapping: { 'Item code': 'StockCode', Nom: code } });
    const body = await expectV1Failure(res, 400);
    expect(JSON.stringify(body)).toContain('de-DE, fr-FR');
  }
  const d = await catalogueProduct(api, 434);
  const run = await runImport(api, csv([['Item code', 'Slug [fr]'], [d.stockCode, 'Pas un slug!']]), { mapping: { 'Item code': 'StockCode', 'Slug [fr]': 'SeoUrl[fr-FR]' } });
  expect(run.errors).toEqual([{ rowNumber: 1, column: 'Slug [fr]', message: '"Pas un slug!" is not a slug (lower-case letters and digits joined by single hyphens)' }]);
  // a description is sanitised as the product's own is
  const html = await runImport(api, csv([['Item code', 'Description [fr]'], [d.stockCode, '<p>Bonjour</p><script>alert(1)</script>']]), { mapping: { 'Item code': 'StockCode', 'Description [fr]': 'Description[fr-FR]' } });
  expect(html.job.counts).toMatchObject({ updated: 1, errors: 0 });
  expect((await translationsOf(api, d.id))['fr-FR'].description).toBe('<p>Bonjour</p>');
  await api.put(`/api/v1/product/${d.id}/translations`, { data: { locale: 'fr', fields: { description: null } } });
});
