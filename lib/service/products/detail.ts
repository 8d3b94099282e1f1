import { readerOf, type Db } from '@/lib/db';
import type { KeyValue } from '@/lib/api/schemas/attributes';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { notFound } from '@/lib/errors';
import {
  brandLookup,
  categoryLookup,
  customAttributeLookup,
  micrositeLookup,
  priceListLookup,
  taxClassLookup,
  warehouseLookup,
} from '../lookups';
import { storedCompleteness } from './completeness';
import { loadProduct } from './detail-queries';
import { mediaGroup, purchasabilityGroup, shippingGroup, variantsGroup } from './detail-groups';
import { decimal, isoDate, priceListForCurrency, toPricing } from './pricing';

/**
 * GET /api/v1/product/{id}: the product detail in the spec's groups, prices in the `Currency`
 * header's price list, and the version for the ETag header.
 */
export async function getProductDetail(
  db: Db,
  id: string,
  currency: string | null,
): Promise<{ detail: ProductDetail; version: number }> {
  const lists = await priceListLookup(db);
  const chosen = priceListForCurrency(lists, currency);
  const [found, brands, categories, taxClasses, warehouses, sites, attributes, completeness] =
    await Promise.all([
      // The product itself may come from a read replica (lib/db readerOf); the cached lookups stay on
      // the primary, as a cache filled from a lagging replica would outlive the lag.
      loadProduct(readerOf(db), id, chosen.id),
      brandLookup(db),
      categoryLookup(db),
      taxClassLookup(db),
      warehouseLookup(db),
      micrositeLookup(db),
      customAttributeLookup(db),
      storedCompleteness(db, id),
    ]);
  if (!found) throw notFound(`Product ${id} was not found`, [`id: no product has id ${id}`]);
  const { row: p, children } = found;

  const listById = new Map(lists.map((l) => [l.id, l]));
  const brandKv = (brandId: string | null): KeyValue | null => {
    const b = brandId ? brands.get(brandId) : undefined;
    return b ? { key: b.id, value: b.name } : null;
  };
  const categoryKv = (categoryId: string): KeyValue => ({
    key: categoryId,
    value: categories.get(categoryId)?.name ?? '',
  });
  const pricelists = (children.prices ?? [])
    .map((row) => toPricing(row, listById, taxClasses))
    .filter((x) => x !== null)
    .sort((a, b) => (listById.get(a.pricelist.key)?.iid ?? 0) - (listById.get(b.pricelist.key)?.iid ?? 0));
  const defaultPricing =
    pricelists.find((x) => x.pricelist.key === chosen.id) ??
    pricelists.find((x) => x.isDefault) ??
    pricelists[0] ??
    null;
  const productFlags = {
    sellWithoutInventory: p.sellWithoutInventory,
    fulfilFromWarehouse: p.fulfilFromWarehouse,
    fulfilFromStore: p.fulfilFromStore,
  };

  const detail: ProductDetail = {
    productId: p.id,
    basicInfo: {
      name: p.name,
      stockCode: p.stockCode,
      description: p.description,
      shortDescription: p.shortDescription,
      notes: p.notes,
      keywords: p.keywords,
      productCode: p.productCode,
      seasonId: p.seasonId ?? '',
      dropId: p.dropId,
      tariffCode: p.tariffCode,
      colorName: p.colorName,
      colorCode: p.colorCode,
      originCountry: p.originCountry,
      extendedDescription: p.extendedDescription,
      productVariantGroupCode: p.productVariantGroupCode,
      isActive: p.isActive,
      isVisible: p.isVisible,
      hasVariant: p.hasVariant,
      isForPDLC: p.isForPdlc,
      brand: brandKv(p.brandId),
      subbrand: brandKv(p.subbrandId),
      defaultCategory: p.defaultCategoryId ? categoryKv(p.defaultCategoryId) : null,
      externalBrands: null,
      categories: (children.categories ?? []).map((c) => categoryKv(c.id)),
      externalCategories: [],
      productType: p.productType,
      status: p.status,
    },
    identifiers: {
      sku: p.sku,
      mpn: p.mpn,
      upcean: p.upcean,
      gtn: p.gtn,
      barcode: p.barcode,
      barCodeUrl: p.barCodeUrl,
    },
    flags: { isActive: p.isActive, isVisible: p.isVisible, ...productFlags },
    media: mediaGroup(children.media ?? []),
    dimensions: {
      uom: p.uom,
      weight: { key: 'KG', value: decimal(p.weight) },
      height: { key: 'CM', value: decimal(p.height) },
      length: { key: 'CM', value: decimal(p.length) },
      width: { key: 'CM', value: decimal(p.width) },
    },
    customAttributes: {
      customAttributeSetId: p.customAttributeSetId,
      customFieldsWithValues: Object.entries(p.customAttributes ?? {})
        .sort(
          ([a], [b]) =>
            (attributes.get(a)?.displayOrder ?? 0) - (attributes.get(b)?.displayOrder ?? 0) ||
            a.localeCompare(b),
        )
        .map(([key, value]) => ({ key, value: String(value) })),
    },
    variants: variantsGroup(p, children.family ?? [], chosen.currencyCode, attributes),
    defaultPricing,
    pricelists,
    inventory: (children.inventory ?? [])
      .map((i) => ({
        warehouseId: i.warehouseId,
        warehouseName: warehouses.get(i.warehouseId)?.name ?? '',
        stockOnHand: i.stockOnHand,
        stockAllocated: i.stockAllocated,
        fulfilFromWarehouseDays: p.fulfilFromWarehouseDays,
        fulfilFromStoreDays: p.fulfilFromStoreDays,
        fulfilFromSupplierDays: p.fulfilFromSupplierDays,
        lastUpdated: isoDate(i.lastUpdated)!,
        ...productFlags,
        fulfilFromSupplier: p.fulfilFromSupplier,
      }))
      .sort((a, b) => a.warehouseName.localeCompare(b.warehouseName)),
    relatedProducts: {
      showRelatedProducts: p.showRelatedProducts,
      isAuto: false,
      sortBy: 'displayOrder',
      maxProducts: 10,
      relatedProductConfig: null,
      relatedProduct: (children.related ?? []).map((r) => ({ ...r, image: r.image ?? '' })),
    },
    shippingInfo: shippingGroup(p),
    seo: {
      name: p.name,
      url: p.seoUrl,
      updatedUrl: '',
      metaTitle: p.metaTitle,
      metaDescription: p.metaDescription,
      metaKeywords: p.metaKeywords,
      isRedirectedFor: false,
    },
    giftWrap: {
      giftWrapSettings: null,
      giftWrapTypes: [],
      selectedGiftWraps: [],
      enableGiftWrap: p.enableGiftWrap,
      allAvailableOptions: [],
      allowedOptions: [],
    },
    purchasability: purchasabilityGroup(p),
    domains: (children.domains ?? []).map((d) => ({
      recordId: d.recordId,
      categoryId: d.categoryId ?? '',
      domainId: d.domainId,
      domainName: sites.get(d.domainId)?.name ?? '',
      isActive: d.isActive,
      isVisible: d.isVisible,
      sellWithoutInventory: d.sellWithoutInventory,
      excludeFromShoppingFeed: d.excludeFromShoppingFeed,
      fulfilFromWarehouse: p.fulfilFromWarehouse,
      fulfilFromStore: p.fulfilFromStore,
      sortOrder: d.sortOrder,
      availabilityText: d.availabilityText,
      condition: d.condition,
      showConditionOnStoreFront: d.showConditionOnStoreFront,
      enableNotifyMe: p.enableNotifyMe,
      launchDate: isoDate(d.launchDate),
    })),
    bundleConfig: null,
    configurableOptions: null,
    bundles: null,
    advancedPurchaseData: null,
    productVariantDomain: null,
    audit: {
      created: p.createdAt.toISOString(),
      lastUpdated: p.updatedAt.toISOString(),
      createdBy: p.createdBy,
      updatedBy: p.updatedBy,
      version: p.version,
    },
    ...completeness,
  };
  return { detail, version: p.version };
}
