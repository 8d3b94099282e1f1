import { expect, expectV1Failure, test } from '../support/api';
import { detail, search, slot, UNKNOWN_ID, type KeyValue } from '../support/catalogue';

const isKv = (v: KeyValue | null) => v === null || (typeof v.key === 'string' && typeof v.value === 'string');

test.describe('v1 product detail', () => {
  test('every group of the spec, in Wrapper B with an ETag', async ({ api }) => {
    const [item] = await slot(api, 50);
    const res = await api.get(`/api/v1/product/${item.productId}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['etag']).toMatch(/^"\d+"$/);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, status: 'OK', error: null, errorId: null, message: null, messageCode: 'OK' });
    const d = body.result;
    expect(d.productId).toBe(item.productId);
    for (const group of ['basicInfo', 'identifiers', 'flags', 'media', 'dimensions', 'customAttributes', 'variants', 'relatedProducts', 'shippingInfo', 'seo', 'giftWrap', 'purchasability'])
      expect(typeof d[group], group).toBe('object');
    for (const list of ['pricelists', 'inventory', 'domains']) expect(Array.isArray(d[list]), list).toBe(true);
    for (const unused of ['bundleConfig', 'configurableOptions', 'bundles', 'advancedPurchaseData', 'productVariantDomain']) {
      expect(d).toHaveProperty(unused);
      expect(d[unused]).toBeNull();
    }
    const b = d.basicInfo;
    expect(b).toMatchObject({ name: item.name, stockCode: item.stockCode, status: item.status });
    expect(b.brand.value).toBe(item.brandName);
    expect(b.defaultCategory.value).toBe(item.categoryName);
    for (const kv of [b.brand, b.subbrand, b.defaultCategory, b.externalBrands, ...b.categories]) expect(isKv(kv)).toBe(true);
    expect(b.categories.map((c: KeyValue) => c.key)).toContain(b.defaultCategory.key);
    expect(d.identifiers.sku).toBe(item.sku);
    expect(d.dimensions.weight.key).toBe('KG');
    for (const m of ['height', 'length', 'width']) expect(d.dimensions[m].key).toBe('CM');
    expect(typeof d.dimensions.weight.value).toBe('number');
    expect(d.media.files.find((f: { isDefault: boolean }) => f.isDefault)?.url).toBe(item.image);
    expect(d.inventory.reduce((s: number, i: { stockOnHand: number; stockAllocated: number }) => s + i.stockOnHand - i.stockAllocated, 0)).toBe(item.inventory);
    expect(d.defaultPricing.sellPrice).toBe(item.sellPrice);
    expect(d.defaultPricing.isDefault).toBe(true);
    expect(d.pricelists.length).toBeGreaterThan(0);
    for (const p of d.pricelists) {
      expect(isKv(p.pricelist) && isKv(p.taxClass)).toBe(true);
      expect(p.sellPriceExcVat).toBeLessThanOrEqual(p.sellPrice);
    }
    expect(d.customAttributes.customFieldsWithValues.every((kv: KeyValue) => typeof kv.key === 'string')).toBe(true);
    expect(d.purchasability.preorder).toHaveProperty('enabled');
    expect(d.shippingInfo.packageDimensions.weightKg).toBe(d.dimensions.weight.value);
    expect(d.audit.version).toBe(Number(res.headers()['etag'].replace(/"/g, '')));
  });

  test('prices follow the Currency header', async ({ api }) => {
    const [item] = await slot(api, 51);
    const { detail: base } = await detail(api, item.productId);
    const other = base.pricelists.find((p: { currencyCode: string }) => p.currencyCode !== base.defaultPricing.currencyCode);
    expect(other, 'the demo data prices products in several currencies').toBeTruthy();
    const { detail: local } = await detail(api, item.productId, { Currency: other.currencyCode.toLowerCase() });
    expect(local.defaultPricing.currencyCode).toBe(other.currencyCode);
    const sameCurrency = local.pricelists.filter((p: { currencyCode: string }) => p.currencyCode === other.currencyCode);
    expect(sameCurrency.map((p: { pricelist: KeyValue }) => p.pricelist.key)).toContain(local.defaultPricing.pricelist.key);
    // a currency no list uses falls back to the default list
    const { detail: fallback } = await detail(api, item.productId, { Currency: 'XTS' });
    expect(fallback.defaultPricing.pricelist.key).toBe(base.defaultPricing.pricelist.key);
    const searched = await search(api, { stockCode: item.stockCode }, '', { Currency: other.currencyCode });
    const hit = searched.result.find((r) => r.productId === item.productId)!;
    expect(hit.currency).toBe(other.currencyCode);
    expect(hit.sellPrice).toBe(local.defaultPricing.sellPrice);
  });

  test('a variant shows its family; its master lists the variants', async ({ api }) => {
    const variants = await search(api, { itemType: 2 }, '?pagesize=1');
    expect(variants.totalRecords).toBeGreaterThan(0);
    const variant = variants.result[0];
    const { detail: v } = await detail(api, variant.productId);
    const family = v.variants.variantProduct;
    expect(family).not.toBeNull();
    expect(family.attributeCodes.length).toBeGreaterThan(0);
    const me = family.items.find((i: { productId: string }) => i.productId === variant.productId);
    expect(me).toMatchObject({ isCurrent: true, stockCode: variant.stockCode });
    expect(me.attributes.map((a: KeyValue) => a.key)).toEqual(family.attributeCodes);
    expect(v.variants.customFields.map((f: { key: string }) => f.key)).toEqual(family.attributeCodes);
    expect(v.variants.customFields[0].value).toBe(me.attributes[0].value);

    const { detail: master } = await detail(api, family.masterProductId);
    expect(master.basicInfo).toMatchObject({ hasVariant: true, stockCode: family.masterStockCode });
    expect(master.variants.variantConfig).not.toBeNull();
    expect(master.variants.variantProduct.items.map((i: { productId: string }) => i.productId)).toContain(variant.productId);
    expect(master.variants.variantProduct.items.every((i: { isCurrent: boolean }) => !i.isCurrent)).toBe(true);
  });

  test('unknown and malformed ids', async ({ api, anonymous }) => {
    await expectV1Failure(await api.get('/api/v1/product/not-a-guid'), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await api.get(`/api/v1/product/${UNKNOWN_ID}`), 404, 'NOT_FOUND');
    const [item] = await slot(api, 52);
    await expectV1Failure(await anonymous.get(`/api/v1/product/${item.productId}`), 401, 'UNAUTHORIZED');
  });
});
