import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { CORE_FIELDS_BY_CODE } from '../product-fields';
import type { FamilyRow, MediaRow, ProductRow } from './detail-queries';
import { uploadOf } from './media';
import { decimal, isoDate } from './pricing';

/** Groups of the product detail that take more than copying columns. */

export function mediaGroup(media: MediaRow[]): ProductDetail['media'] {
  return {
    files: media
      .filter((m) => m.mediaType !== 1)
      .map((m) => ({
        recordId: m.recordId,
        mediaType: m.mediaType,
        name: m.name,
        url: m.url,
        altText: m.altText,
        previewUrl: m.previewUrl,
        isDefault: m.isDefault,
        isActive: m.isActive,
        isMultiple: false,
        isInternal: false,
        displayOrder: m.displayOrder,
        tag: m.tag,
        upload: uploadOf(m),
      })),
    videos: media
      .filter((m) => m.mediaType === 1)
      .map((m) => ({ recordId: m.recordId, url: m.url, isDefault: m.isDefault, displayOrder: m.displayOrder })),
  };
}

export function shippingGroup(p: ProductRow): ProductDetail['shippingInfo'] {
  return {
    packageDimensions: {
      widthCm: decimal(p.width),
      heightCm: decimal(p.height),
      depthCm: decimal(p.length),
      weightKg: decimal(p.weight),
    },
    shippingTypes: p.isFreeShipping ? ['Standard', 'Free'] : ['Standard'],
    deliveryNote: p.deliveryNote,
    additionalShippingFees: decimal(p.additionalShippingFees),
    isFreeShipping: p.isFreeShipping,
  };
}

export function purchasabilityGroup(p: ProductRow): ProductDetail['purchasability'] {
  return {
    purchasabilityType: p.purchasabilityType,
    preorder: {
      enabled: p.isPreorderEnabled,
      shortMessage: p.preorderShortMessage,
      message: p.preorderMessage,
      launchDate: isoDate(p.preorderLaunchDate),
      // Orders are taken from now until the launch: the spec's window fields follow from the launch date.
      takeOrdersFrom: p.isPreorderEnabled ? isoDate(p.createdAt) : null,
      takeOrdersUntil: p.isPreorderEnabled ? isoDate(p.preorderLaunchDate ?? p.launchDate) : null,
      maxStock: p.preorderMaxStock,
    },
    minPurchaseQty: p.minPurchaseQty,
    maxPurchaseQty: p.maxPurchaseQty,
  };
}

interface AttributeName {
  fieldName: string;
}

/** Value of a variant-defining attribute: core colour columns, else the custom attribute. */
function attributeValue(row: Pick<FamilyRow, 'colorName' | 'colorCode' | 'customAttributes'>, code: string): string {
  if (code === 'ColorName') return row.colorName;
  if (code === 'ColorCode') return row.colorCode;
  return String(row.customAttributes?.[code] ?? '');
}

/**
 * variants: the family (master and its variants) the product belongs to. `variantProduct` is null for a
 * product that neither has variants nor is one.
 */
export function variantsGroup(
  p: ProductRow,
  family: FamilyRow[],
  currencyCode: string,
  customAttributes: Map<string, AttributeName>,
): ProductDetail['variants'] {
  const masterId = p.parentId ?? p.id;
  const master = family.find((f) => f.productId === masterId);
  const config = (master?.variantConfig ?? null) as ProductDetail['variants']['variantConfig'];
  const codes = String(config?.selectedAttributeCodes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const label = (code: string) => CORE_FIELDS_BY_CODE.get(code.toLowerCase())?.fieldName ?? customAttributes.get(code)?.fieldName ?? code;
  const variants = family.filter((f) => f.parentId === masterId);
  const own = family.find((f) => f.productId === p.id) ?? { colorName: p.colorName, colorCode: p.colorCode, customAttributes: p.customAttributes };
  return {
    variantProduct:
      master && variants.length > 0
        ? {
            masterProductId: master.productId,
            masterStockCode: master.stockCode,
            attributeCodes: codes,
            items: variants.map((v) => ({
              productId: v.productId,
              productIId: v.productIId,
              stockCode: v.stockCode,
              sku: v.sku,
              name: v.name,
              status: v.status,
              isActive: v.isActive,
              isVisible: v.isVisible,
              colorName: v.colorName,
              colorCode: v.colorCode,
              image: v.image ?? '',
              sellPrice: v.sellPrice == null ? null : decimal(v.sellPrice),
              currencyCode,
              inventory: Number(v.inventory),
              attributes: codes.map((code) => ({ key: code, value: attributeValue(v, code) })),
              isCurrent: v.productId === p.id,
            })),
          }
        : null,
    variantConfig: p.parentId ? null : config,
    customFields: p.parentId ? codes.map((code) => ({ label: label(code), key: code, value: attributeValue(own, code) })) : [],
  };
}
