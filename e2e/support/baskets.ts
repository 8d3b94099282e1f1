import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './api';
import { okD, priceMinor, type Price } from './commerce';

/** Shapes and steps shared by the basket specs. */
export interface Line {
  id: string;
  productId: string;
  stockCode: string;
  qty: number;
  currentStock: number;
  customInfo1: string;
  price: Price;
  subTotal: Price;
  discount: Price;
  totalPrice: Price;
  additionalCharge: Price;
  promotionsApplied: { promoCode: string; discountAmt: Price }[];
  lineInfo: { customInfo1Formatted: string; serviceType: string; additionalServiceCost: number };
}
export interface Basket {
  id: string;
  userId: string;
  userEmail: string;
  currencyCode: string;
  currencySymbol: string;
  shippingMethodId: string;
  customInfo1: string;
  subTotal: Price;
  discount: Price;
  shippingCharge: Price;
  additionalCharge: Price;
  grandTotal: Price;
  totalWithoutShipping: Price;
  lineItems: Line[];
  promotionsApplied: { promoCode: string; voucherCode: string; autoApply: boolean; discountPct: number; discountAmt: Price }[];
  shippingMethods: { id: string; shippingCode: string; isNominated: boolean; showRecomendation: boolean; price: Price }[];
  deliveryPlans: { shippingMethodId: string; lineItems: string[] }[];
  voucherCodes: string[];
  isQuote: boolean;
}
export interface Promotion {
  promoCode: string;
  voucherCode: string;
  autoApply: boolean;
  discountPct: number;
  amounts: Record<string, number>;
  minSubtotals: Record<string, number>;
  brandId: string;
  categoryId: string;
  isCurrent: boolean;
}

export const B = '/api/v2/commerce/basket';

/** A shopper: the storefront sends UserId and Email on every basket call. */
export function shopper() {
  const userId = randomUUID();
  return { userId, email: `shopper-${userId.slice(0, 8)}@example.test`, headers: { UserId: userId, Email: `shopper-${userId.slice(0, 8)}@example.test` } };
}

export async function create(api: APIRequestContext, headers: Record<string, string>, body: Record<string, unknown> = {}) {
  return okD<Basket>(await api.post(`${B}/create`, { data: body, headers }));
}

/** Checks that every figure of the basket adds up to the penny, tax included, and returns them in minor units. */
export function assertTotalsAddUp(b: Basket) {
  const sub = priceMinor(b.subTotal);
  const disc = priceMinor(b.discount);
  const add = priceMinor(b.additionalCharge);
  const ship = priceMinor(b.shippingCharge);
  const tws = priceMinor(b.totalWithoutShipping);
  const grand = priceMinor(b.grandTotal);
  for (const k of ['gross', 'net', 'tax'] as const) {
    expect(tws[k], `totalWithoutShipping.${k}`).toBe(sub[k] - disc[k] + add[k]);
    expect(grand[k], `grandTotal.${k}`).toBe(tws[k] + ship[k]);
    expect(b.lineItems.reduce((s, l) => s + priceMinor(l.subTotal)[k], 0), `Σ line subTotal.${k}`).toBe(sub[k]);
    expect(b.lineItems.reduce((s, l) => s + priceMinor(l.discount)[k], 0), `Σ line discount.${k}`).toBe(disc[k]);
    expect(b.promotionsApplied.reduce((s, p) => s + priceMinor(p.discountAmt)[k], 0), `Σ promotions.${k}`).toBe(disc[k]);
  }
  for (const l of b.lineItems) {
    expect(priceMinor(l.subTotal).gross).toBe(priceMinor(l.price).gross * l.qty);
    expect(priceMinor(l.totalPrice).gross).toBe(priceMinor(l.subTotal).gross - priceMinor(l.discount).gross);
  }
  return { sub, disc, add, ship, tws, grand };
}

