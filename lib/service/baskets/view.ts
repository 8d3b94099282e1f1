import type { Db, Tx } from '@/lib/db';
import type { Basket } from '@/lib/api/schemas/basket';
import { searchLabels } from '../catalog-search/dictionary';
import { ancestorsOf } from '../catalog-search/items';
import { stockMessage, variantLabel } from '../catalog-search/product-display';
import { productPath } from '../catalog-search/storefront-paths';
import { fromGross, priceObject, toMinor, ZERO, type Amount, type Currency } from '../money';
import { priceListById } from '../price-lists';
import { basketLines, categoryLinks, findBasket, shippingMethods, variantSiblings, type BasketRow, type LineRow, type ShippingMethodRow } from './load';
import { allPromotions } from './promotions';
import { basketTotals, candidatePromotions, taxPercent, type AppliedPromotion, type TotalsLine } from './totals';

/** Builds the spec's basket object from its rows, with totals computed from current prices and promotions. */
const DAY = 86_400_000;

export async function loadBasketView(db: Db | Tx, id: string): Promise<Basket> {
  return basketView(db, await findBasket(db, id));
}

export async function basketView(db: Db | Tx, basket: BasketRow): Promise<Basket> {
  const priceList = await priceListById(db, basket.price_list_id);
  const currency = priceList!.currency;
  const [lines, methods, promotions, labels] = await Promise.all([
    basketLines(db, basket),
    shippingMethods(db),
    allPromotions(db),
    searchLabels(db as Db),
  ]);
  const masters = [...new Set(lines.map((l) => l.variant_of).filter((v): v is string => Boolean(v)))];
  const [links, siblings] = await Promise.all([
    categoryLinks(db, lines.map((l) => l.product_id)),
    variantSiblings(db, masters, basket.price_list_id),
  ]);

  const totalsLines: TotalsLine[] = lines.map((l) => ({
    id: l.id,
    unitMinor: l.sell_price === null ? 0 : toMinor(l.sell_price),
    rateBp: Number(l.rate ?? 0),
    qty: l.qty,
    additionalChargeMinor: l.additional_charge_minor,
    brandIds: [l.brand_id, l.subbrand_id],
    categoryIds: [...new Set(links.filter((c) => c.product_id === l.product_id).flatMap((c) => ancestorsOf(c.category_id, labels)))],
  }));
  const enabled = methods.filter((m) => m.enabled && m.prices[currency.code]);
  const chosen = enabled.find((m) => m.id === basket.shipping_method_id) ?? enabled.find((m) => m.is_default) ?? enabled[0] ?? null;
  const option = (m: ShippingMethodRow) => ({ id: m.id, priceMinor: m.prices[currency.code].price, freeOverMinor: m.prices[currency.code].freeOver, rateBp: Number(m.rate) });
  const totals = basketTotals({
    currency: currency.code,
    lines: totalsLines,
    promotions: candidatePromotions(promotions, basket.voucher_codes ?? []),
    shipping: chosen ? option(chosen) : null,
  });
  const price = (a: Amount) => priceObject(a, currency);
  const zero = price(ZERO);
  const promoView = (p: AppliedPromotion, amount: Amount) => ({
    voucherCode: p.voucherCode,
    promoCode: p.promotion.promoCode,
    name: p.promotion.name,
    discountPct: p.promotion.discountBp / 100,
    discountAmt: price(amount),
    autoApply: p.promotion.autoApply,
  });
  const created = new Date(basket.created_at);
  const now = Date.now();

  return {
    id: basket.id,
    currencySymbol: currency.symbol,
    currencyCode: currency.code,
    userId: basket.user_id ?? '',
    userEmail: basket.user_email,
    shippingMethodId: chosen?.id ?? '',
    poNumber: basket.po_number,
    postCode: basket.post_code,
    baseCurrency: currency.code,
    microSiteId: basket.microsite_id ?? '',
    deliveryInstruction: basket.delivery_instruction,
    giftWrapId: basket.gift_wrap_id,
    giftWrapOption: basket.gift_wrap_option,
    membershipPlanId: basket.membership_plan_id,
    customInfo1: basket.custom_info1,
    customInfo2: basket.custom_info2,
    customInfo3: basket.custom_info3,
    customInfo4: basket.custom_info4,
    customInfo5: basket.custom_info5,
    subTotal: price(totals.subTotal),
    shippingCharge: price(totals.shipping),
    discount: price(totals.discount),
    additionalCharge: price(totals.additionalCharge),
    grandTotal: price(totals.grandTotal),
    totalWithoutShipping: price(totals.totalWithoutShipping),
    companyDiscount: zero,
    subscriptionTotal: zero,
    membershipDiscount: zero,
    taxPercent: taxPercent(totalsLines, totals),
    exchangeRate: 1,
    baseCurrencyTotal: totals.grandTotal.gross / 10 ** currency.digits,
    maxDimensionMm: Math.max(0, ...lines.map((l) => Number(l.max_dim_mm))),
    quoteStatus: basket.quote_status,
    isLocked: basket.is_locked,
    createdByAdmin: basket.created_by_admin,
    isQuote: basket.is_quote,
    hasMembership: false,
    hasSubscription: false,
    isGiftWrapApplied: basket.gift_wrap_id !== '',
    created: created.toISOString(),
    lastUpdated: new Date(basket.updated_at).toISOString(),
    validUntil: basket.valid_until ? new Date(basket.valid_until).toISOString() : null,
    lineItems: lines.map((l) => {
      const t = totals.lines.get(l.id)!;
      const attribute = String((l.variant_config ?? {}).selectedAttributeCodes ?? '');
      const sibs = l.variant_of ? siblings.filter((s) => s.parent_id === l.variant_of) : [];
      return {
        id: l.id,
        stockCode: l.stock_code,
        name: l.name,
        slug: productPath(l.seo_url, l.product_id),
        shortDescription: l.short_description,
        productId: l.product_id,
        productIid: String(l.iid),
        parentProductId: l.parent_product_id ?? '',
        brand: l.brand ?? '',
        subbrand: l.subbrand ?? '',
        image: l.image ?? '',
        attributesJson: l.variant_of && attribute ? JSON.stringify({ [attribute]: variantLabel(l, attribute) }) : '{}',
        customInfo1: l.custom_info1,
        customInfo2: l.custom_info2,
        customInfo3: l.custom_info3,
        customInfo4: l.custom_info4,
        customInfo5: l.custom_info5,
        subscriptionUserSettings: { subscriptionPlanId: '', subscriptionTermId: '', userPricingType: '', subscriptionJson: '', authorizationAmount: 0 },
        giftWrapId: '',
        priceMatchReqId: '',
        couponProvider: '',
        deliveryMessage: lineDeliveryMessage(l),
        price: price(t.price),
        listPrice: price(l.list_price === null ? t.price : fromGross(toMinor(l.list_price), Number(l.rate ?? 0))),
        subTotal: price(t.subTotal),
        totalPrice: price(t.total),
        discount: price(t.discount),
        additionalCharge: price(t.additionalCharge),
        companyDiscount: zero,
        qty: l.qty,
        displayOrder: l.display_order,
        itemType: l.item_type,
        itemGroupId: 0,
        currentStock: l.stock,
        displayInBasket: true,
        isSubscription: false,
        isMembership: false,
        isGiftWrapApplied: false,
        isManualPrice: false,
        categoryItems: links
          .filter((c) => c.product_id === l.product_id)
          .map((c) => ({ categoryId: c.category_id, categoryName: c.name, parentCategoryId: c.parent_id ?? '', parentCategoryName: c.parent_name ?? '' })),
        promotionsApplied: totals.promotions.filter((p) => p.perLine.has(l.id)).map((p) => promoView(p, p.perLine.get(l.id)!)),
        variantProducts: sibs.map((s) => ({
          stockCode: s.stock_code,
          productId: s.id,
          price: price(s.sell_price === null ? ZERO : fromGross(toMinor(s.sell_price), Number(s.rate ?? 0))),
          slug: productPath(s.seo_url, s.id),
          image: s.image ?? '',
          productName: s.name,
          variantAttributes: [{ key: attribute, value: variantLabel(s, attribute) }],
        })),
        variantProductsAttribute: sibs.length
          ? [{ fieldName: attribute === 'ColorName' ? 'Colour' : attribute, fieldCode: attribute, fieldValues: sibs.map((s) => variantLabel(s, attribute)) }]
          : [],
        lineInfo: {
          customInfo1Formatted: l.line_info?.customInfo1Formatted ?? '',
          customInfo2Formatted: l.line_info?.customInfo2Formatted ?? '',
          customInfo3Formatted: l.line_info?.customInfo3Formatted ?? '',
          customInfo4Formatted: l.line_info?.customInfo4Formatted ?? '',
          customInfo5Formatted: l.line_info?.customInfo5Formatted ?? '',
          serviceType: l.line_info?.serviceType ?? '',
          lengthMm: l.line_info?.lengthMm ?? 0,
          additionalServiceCost: (l.line_info?.additionalServiceCostMinor ?? 0) / 10 ** currency.digits,
        },
      };
    }),
    promotionsApplied: totals.promotions.map((p) => promoView(p, p.amount)),
    shippingMethods: enabled.map((m) => shippingMethodView(m, currency, totals.goodsMinor, chosen?.id === m.id, now)),
    deliveryPlans: chosen && lines.length ? [deliveryPlan(chosen, lines, price(totals.shipping), created, now)] : [],
    shippingAddress: basket.shipping_address,
    billingAddress: basket.billing_address,
    snippets: [],
    slugType: 'basket',
    voucherCodes: basket.voucher_codes ?? [],
  };
}

function lineDeliveryMessage(l: LineRow): string {
  if (l.delivery_note) return l.delivery_note;
  const stock = stockMessage(l.stock, l.sell_without_inventory);
  return `${stock}. Usually dispatched within ${l.fulfil_from_warehouse_days} working day${l.fulfil_from_warehouse_days === 1 ? '' : 's'}`;
}

function shippingMethodView(m: ShippingMethodRow, currency: Currency, goodsMinor: number, nominated: boolean, now: number) {
  const p = m.prices[currency.code];
  const free = p.freeOver !== null && goodsMinor >= p.freeOver;
  const amount = free || goodsMinor === 0 ? ZERO : fromGross(p.price, Number(m.rate));
  const gap = p.freeOver !== null && !free && p.price > 0 ? p.freeOver - goodsMinor : 0;
  const date = new Date(now + m.expected_days_to_deliver * DAY).toISOString().slice(0, 10);
  return {
    id: m.id,
    enabled: m.enabled,
    systemName: m.system_name,
    shippingCode: m.code,
    displayName: m.display_name,
    description: m.description,
    displayOrder: m.display_order,
    expectedDaysToDeliver: m.expected_days_to_deliver,
    expectedDeliveryDate: date,
    deliveryOnOrBefore: date,
    price: priceObject(amount, currency),
    isDefault: m.is_default,
    isNominated: nominated,
    type: m.type,
    carrierCode: m.carrier_code,
    countryCode: m.country_csv.split(',')[0] ?? '',
    isPriceOnRequest: false,
    showRecomendation: gap > 0,
    recomendation: gap > 0 ? `Spend ${priceObject({ gross: gap, tax: 0 }, currency).formatted.withTax} more for free ${m.display_name.toLowerCase()}` : '',
    isTaxable: Number(m.rate) > 0,
    shippingCostMethod: p.freeOver === null ? 'FlatRate' : 'FlatRateFreeOverThreshold',
    cutOffTimes: m.cut_off_time,
    countryCsv: m.country_csv,
    maxDimensionMm: m.max_dimension_mm,
  };
}

function deliveryPlan(m: ShippingMethodRow, lines: LineRow[], cost: ReturnType<typeof priceObject>, created: Date, now: number) {
  const collect = m.type === 2;
  const target = new Date(now + m.expected_days_to_deliver * DAY).toISOString();
  return {
    fulfilmentChannel: collect ? 'Store' : 'Warehouse',
    deliveryType: collect ? 'ClickAndCollect' : 'HomeDelivery',
    deliveryCenter: collect
      ? { recordId: '', code: 'LDN-STORE', name: 'London Regent Street Store', type: 'Store', postCode: 'W1B 5AH', latitude: 51.5136, longitude: -0.1398 }
      : { recordId: '', code: 'MAN-DC', name: 'Manchester Distribution Centre', type: 'Warehouse', postCode: 'M17 1SS', latitude: 53.4631, longitude: -2.3339 },
    items: lines.reduce((s, l) => s + l.qty, 0),
    distanceInMiles: 0,
    shippingMethodId: m.id,
    shippingMethodName: m.display_name,
    cost,
    shippingSpeed: m.expected_days_to_deliver <= 1 ? 'Express' : 'Standard',
    deliveryDateTarget: target,
    deliveryDateActual: null,
    leadTime: m.expected_days_to_deliver,
    leadTimeUom: 'Days',
    leadTimeMin: Math.max(1, m.expected_days_to_deliver - 1),
    leadTimeMax: m.expected_days_to_deliver + 1,
    pickupStoreId: '',
    refStoreId: '',
    pickupStoreCode: collect ? 'LDN-STORE' : '',
    shippingType: collect ? 'Collection' : 'Delivery',
    lineItems: lines.map((l) => l.id),
    created: created.toISOString(),
    recordId: `${m.code}-${lines.length}`,
  };
}
