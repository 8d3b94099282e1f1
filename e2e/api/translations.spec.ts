import type { APIRequestContext } from '@playwright/test';
import { expect, expectV1Failure, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { facet, okD, search, type SearchItem } from '../support/commerce';
import { expectSlugNotFound } from '../support/real-clients';

/**
 * Translated content (issue 38): a record's text in each enabled locale through v1, and v2 answers in
 * the request's `Language`, falling back field by field to the default locale's text. Demo products
 * are translated into French only, with words no other test searches for: their default-locale
 * answers (what every other test reads) do not change.
 */
type Translations = {
  id: string;
  defaultLocale: string;
  locales: string[];
  fields: string[];
  source: Record<string, string>;
  translations: Record<string, Record<string, string>>;
};

const okB = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ statusCode: 200, status: 'OK', messageCode: 'OK' });
  return body.result as T;
};

const FR = { Language: 'fr' };

type Item = SearchItem & { classification: { categoryId: string; category: string } };

/** Demo products live in the v2 search (priced, visible), from the `from`th on: each test its own, none of the first (other tests pick those). */
async function liveProducts(api: APIRequestContext, n: number, from: number): Promise<Item[]> {
  const page = await search(api, { pageSize: 40, sortBy: 'price-desc' });
  const picked = (page.results as Item[]).filter((p) => p.brand !== '' && p.classification.categoryId !== '').slice(from, from + n);
  expect(picked).toHaveLength(n);
  return picked;
}

test.describe('translations', () => {
  test('a product translated into French answers in French in v2 with Language fr, field by field, and in English without it', async ({ api }) => {
    const [product] = await liveProducts(api, 1, 7);
    const url = `/api/v1/product/${product.id}/translations`;
    // From an untranslated product, also when a retry runs this again
    await okB(await api.put(url, { data: { locale: 'fr', fields: { name: null, shortDescription: null, description: null, seoUrl: null } } }));
    const before = await okB<Translations>(await api.get(url));
    expect(before).toMatchObject({ id: product.id, defaultLocale: 'en-GB' });
    expect(before.locales).toEqual(['en-GB', 'de-DE', 'fr-FR']);
    expect(before.fields).toEqual(expect.arrayContaining(['name', 'shortDescription', 'description', 'metaTitle', 'seoUrl']));
    expect(before.source.name).toBe(product.name);
    expect(before.translations).toEqual({ 'de-DE': {}, 'fr-FR': {} });

    // A word of this run alone (the same on both sides of the search, so however French stems it, it
    // matches itself), beside a French word whose plural the search must find by its singular.
    const word = `zq${uniqueSuffix().toLowerCase()}`;
    const slug = `produit-${uniqueSuffix().toLowerCase()}`;
    const frName = `Veste ${word} chemisettes`;
    const saved = await okB<Translations>(
      await api.put(url, { data: { locale: 'fr', fields: { name: frName, shortDescription: 'Une veste chaude.', seoUrl: slug.toUpperCase() } } }),
    );
    expect(saved.translations['fr-FR']).toEqual({ name: frName, shortDescription: 'Une veste chaude.', seoUrl: slug });
    expect(await okB<Translations>(await api.get(url))).toEqual(saved);

    // v2 by id: French fields where translated, the product's own where not; by code or culture alike
    for (const language of ['fr', 'fr-FR', 'FR-fr']) {
      const fr = await okD<SearchItem & { shortDescription: string; description: string; slug: string }>(
        await api.get(`/api/v2/catalog/product/${product.id}`, { headers: { Language: language } }),
      );
      expect(fr.name, language).toBe(frName);
      expect(fr.shortDescription).toBe('Une veste chaude.');
      expect(fr.description).toBe(before.source.description);
      expect(fr.slug).toBe(`products/${slug}`);
    }
    const en = await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`));
    expect(en.name).toBe(product.name);
    // German has no translation: every field falls back
    expect((await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`, { headers: { Language: 'de' } }))).name).toBe(product.name);

    // the slug resolves in its locale only
    const bySlug = await okD<SearchItem>(await api.post(`/api/v2/catalog/product/slug?slug=products/${slug}`, { headers: FR }));
    expect(bySlug.id).toBe(product.id);
    await expectSlugNotFound(await api.post(`/api/v2/catalog/product/slug?slug=products/${slug}`));

    // free text in French, stemmed by French (the singular finds the plural), and not in English
    const found = await search(api, { freeText: `${word} chemisette`, pageSize: 10 }, FR);
    expect(found.results.map((r) => r.id)).toEqual([product.id]);
    expect(found.results[0].name).toBe(frName);
    expect((await search(api, { freeText: word, pageSize: 10 })).total).toBe(0);
    // its own (English) words still find it in French
    const own = await search(api, { freeText: product.stockCode, pageSize: 10 }, FR);
    expect(own.results.map((r) => r.id)).toContain(product.id);

    // the change is in the product's history
    const history = await okA(await api.get(`/api/v1/product/${product.id}/history?pageSize=50`));
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['translation.fr-FR.name', 'translation.fr-FR.seoUrl']));

    // v1: "missing translation in French" lists it until its descriptions are translated too
    const missing = async (locale: string) => {
      const res = await api.post('/api/v1/search/advanced?page=1&pagesize=10', { data: { stockCode: product.stockCode, itemType: 1, missingTranslation: locale } });
      const text = await res.text();
      expect(res.status(), text).toBe(200);
      return (JSON.parse(text).result as { productId: string }[]).map((p) => p.productId);
    };
    expect(await missing('fr')).toEqual(before.source.description ? [product.id] : []);
    // the description is HTML the storefront renders: sanitised as every other write of it is
    const withScript = await okB<Translations>(
      await api.put(url, { data: { locale: 'fr', fields: { description: '<p>Une veste.</p><img src=x onerror=alert(1)><script>alert(2)</script>' } } }),
    );
    expect(withScript.translations['fr-FR'].description).toBe('<p>Une veste.</p>');
    expect((await okD<{ description: string }>(await api.get(`/api/v2/catalog/product/${product.id}`, { headers: FR }))).description).toBe('<p>Une veste.</p>');
    expect(await missing('fr-FR')).toEqual([]);
    expect(await missing('de')).toEqual([product.id]);
    const defaultMissing = await expectV1Failure(await api.post('/api/v1/search/advanced', { data: { missingTranslation: 'en' } }), 400);
    expect(JSON.stringify(defaultMissing)).toContain('default language');
    await expectV1Failure(await api.post('/api/v1/search/advanced', { data: { missingTranslation: 'xx' } }), 400);
    await okB(await api.put(url, { data: { locale: 'fr', fields: { description: null } } }));

    // removing a translation falls back to the product's own text
    const removed = await okB<Translations>(await api.put(url, { data: { locale: 'fr-FR', fields: { name: '', shortDescription: null } } }));
    expect(removed.translations['fr-FR']).toEqual({ seoUrl: slug });
    expect((await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`, { headers: FR }))).name).toBe(product.name);
    expect((await search(api, { freeText: word, pageSize: 10 }, FR)).total).toBe(0);
  });

  test('categories and brands answer in the request language: the tree, the search items and the facets', async ({ api }) => {
    const [product] = await liveProducts(api, 1, 9);
    const categoryId = product.classification.categoryId;
    const frCategory = `Catégorie ${uniqueSuffix()}`;
    const saved = await okB<Translations>(await api.put(`/api/v1/category/${categoryId}/translations`, { data: { locale: 'fr-FR', fields: { name: frCategory } } }));
    expect(saved.fields).toEqual(['name', 'description', 'metaTitle', 'metaDescription']);
    expect(saved.translations['fr-FR']).toEqual({ name: frCategory });

    type Node = { id: string; name: string; subCategories: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.subCategories)]);
    const tree = await okD<Node[]>(await api.get('/api/v2/catalog/category', { headers: FR }));
    expect(flat(tree).find((c) => c.id === categoryId)?.name).toBe(frCategory);
    const english = await okD<Node[]>(await api.get('/api/v2/catalog/category'));
    expect(flat(english).find((c) => c.id === categoryId)?.name).not.toBe(frCategory);

    const item = await okD<Item>(await api.get(`/api/v2/catalog/product/${product.id}`, { headers: FR }));
    expect(item.classification.category).toBe(frCategory);
    const faceted = await search(api, { freeText: product.stockCode, allowFacets: true, pageSize: 1 }, FR);
    expect(facet(faceted, 'category').items.find((i) => i.key === categoryId)?.name).toBe(frCategory);

    // brands: the brand list and the product's brand
    const brands = await okD<{ id: string; name: string }[]>(await api.get('/api/v2/catalog/brand/all'));
    const brand = brands.find((b) => b.name === product.brand)!;
    const frBrand = `Marque ${uniqueSuffix()}`;
    await okB(await api.put(`/api/v1/brand/${brand.id}/translations`, { data: { locale: 'fr', fields: { name: frBrand } } }));
    const frBrands = await okD<{ id: string; name: string }[]>(await api.get('/api/v2/catalog/brand/all', { headers: FR }));
    expect(frBrands.find((b) => b.id === brand.id)?.name).toBe(frBrand);
    expect((await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`, { headers: FR }))).brand).toBe(frBrand);
    expect((await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`))).brand).toBe(product.brand);

    // an attribute's name and option labels: the facet in French
    const meta = (await (await api.get('/api/v1/meta-info')).json()).result as { fieldCode: string; inputType: number; options: { key: string; value: string }[] }[];
    const allFacets = await search(api, { allowFacets: true, pageSize: 1 });
    const attribute = meta.find((m) => m.inputType === 9 && m.options.length > 1 && allFacets.filters.some((f) => f.key === m.fieldCode))!;
    const option = facet(allFacets, attribute.fieldCode).items[0];
    const attrUrl = `/api/v1/meta-info/${attribute.fieldCode}/translations`;
    const attr = await okB<Translations>(await api.get(attrUrl));
    expect(attr.fields).toEqual(['fieldName', ...attribute.options.map((o) => `option.${o.key}`)]);
    const frOption = `Option ${uniqueSuffix()}`;
    await okB(await api.put(attrUrl, { data: { locale: 'fr', fields: { fieldName: 'Coupe FR', [`option.${option.key}`]: frOption } } }));
    const frFacets = await search(api, { allowFacets: true, pageSize: 1 }, FR);
    const frFacet = frFacets.filters.find((f) => f.key === attribute.fieldCode)!;
    expect(frFacet.name).toBe('Coupe FR');
    expect(frFacet.items.find((i) => i.key === option.key)?.name).toBe(frOption);
    expect(facet(await search(api, { allowFacets: true, pageSize: 1 }), attribute.fieldCode).items.find((i) => i.key === option.key)?.name).toBe(option.name);
    await expectV1Failure(await api.put(attrUrl, { data: { locale: 'fr', fields: { 'option.no-such-key': 'X' } } }), 400);
    await expectV1Failure(await api.get('/api/v1/meta-info/NoSuchAttribute/translations'), 404);
    await okB(await api.put(attrUrl, { data: { locale: 'fr', fields: { fieldName: null, [`option.${option.key}`]: null } } }));

    // clean up: other tests read these names in French too
    await okB(await api.put(`/api/v1/category/${categoryId}/translations`, { data: { locale: 'fr-FR', fields: { name: null } } }));
    await okB(await api.put(`/api/v1/brand/${brand.id}/translations`, { data: { locale: 'fr-FR', fields: { name: null } } }));
  });

  test('bad input: unknown or default locale, a field that is not translatable, a slug taken in the locale, an unknown record; nothing half-written', async ({ api }) => {
    const [a, b] = await liveProducts(api, 2, 11);
    const url = `/api/v1/product/${a.id}/translations`;
    const unknown = await expectV1Failure(await api.put(url, { data: { locale: 'xx-YY', fields: { name: 'X' } } }), 400, 'VALIDATION_ERROR');
    expect(JSON.stringify(unknown)).toContain('enabled: en (en-GB), de (de-DE), fr (fr-FR)');
    const defaultLocale = await expectV1Failure(await api.put(url, { data: { locale: 'en', fields: { name: 'X' } } }), 400);
    expect(JSON.stringify(defaultLocale)).toContain('default language');
    // a valid field beside an invalid one: neither is written
    const notTranslatable = await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: { name: 'Nom valable', stockCode: 'X' } } }), 400);
    expect(JSON.stringify(notTranslatable)).toContain('fields.stockCode: not a translatable field');
    expect((await okB<Translations>(await api.get(url))).translations['fr-FR'].name).toBeUndefined();
    await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: { seoUrl: 'not a slug!' } } }), 400);
    await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: {} } }), 400);
    await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: { name: 'X' }, extra: 1 } }), 400);

    // b's own slug (it has no French one) and then b's French slug are both taken in French
    const bSource = await okB<Translations>(await api.get(`/api/v1/product/${b.id}/translations`));
    if (bSource.source.seoUrl) {
      const clash = await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: { seoUrl: bSource.source.seoUrl } } }), 409, 'CONFLICT');
      expect(JSON.stringify(clash)).toContain(b.stockCode);
    }
    const taken = `pris-${uniqueSuffix().toLowerCase()}`;
    await okB(await api.put(`/api/v1/product/${b.id}/translations`, { data: { locale: 'fr', fields: { seoUrl: taken } } }));
    await expectV1Failure(await api.put(url, { data: { locale: 'fr', fields: { seoUrl: taken, name: 'Nom' } } }), 409);
    expect((await okB<Translations>(await api.get(url))).translations['fr-FR']).toEqual({});
    // the same slug in German is free
    await okB(await api.put(url, { data: { locale: 'de', fields: { seoUrl: taken } } }));
    await okB(await api.put(url, { data: { locale: 'de', fields: { seoUrl: null } } }));
    await okB(await api.put(`/api/v1/product/${b.id}/translations`, { data: { locale: 'fr', fields: { seoUrl: null } } }));

    await expectV1Failure(await api.get('/api/v1/product/00000000-0000-4000-8000-000000000001/translations'), 404);
    await expectV1Failure(await api.get('/api/v1/collection/not-a-guid/translations'), 400);

    // v2: an unknown Language is a 400 naming the enabled ones
    const v2 = await expectV2Failure(await api.get(`/api/v2/catalog/product/${a.id}`, { headers: { Language: 'xx' } }), 400, 'VALIDATION_ERROR');
    expect(v2.errors.join(' ')).toContain('fr (fr-FR)');
    await expectV2Failure(await api.post('/api/v2/catalog/search/advanced', { data: {}, headers: { Language: 'klingon' } }), 400);
  });
});

async function okA(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<{ field: string }[]> {
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text);
  return (body.result?.items ?? body.result) as { field: string }[];
}
