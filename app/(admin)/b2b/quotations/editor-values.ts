import { addressInputOf } from '@/components/b2b/address-values';
import type { CompanyDetail } from '@/lib/api/schemas/b2b';
import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import { countryOptions } from '@/lib/api/schemas/countries';
import type { EditorLine, EditorValues } from './quotation-editor';

/** Server-side starting values of the quotation editor (kept out of the 'use client' module). */

/** One ISO 3166 list for shipping and billing alike; the service says when the store does not ship or bill there. */
export const addressCountries = () => countryOptions().map((c) => ({ value: c.key, label: c.value }));

/** A new quotation: the primary user's email, the company's default delivery and billing addresses. */
export function newQuotationValues(company: CompanyDetail): EditorValues {
  const primary = company.users.find((u) => u.isPrimary) ?? company.users[0];
  const delivery = company.addresses.find((a) => a.isDefaultDelivery) ?? company.addresses[0];
  const billing = company.addresses.find((a) => a.isDefaultBilling) ?? company.addresses[0];
  return {
    quoteName: '',
    purchaseOrderNo: '',
    email: primary?.email ?? '',
    delivery: '',
    quoteDiscountPercent: '',
    validUntil: '',
    notes: '',
    shippingAddress: addressInputOf(delivery),
    billingAddress: addressInputOf(billing),
  };
}

export function quotationValues(q: Quotation): { values: EditorValues; lines: EditorLine[] } {
  return {
    values: {
      quoteName: q.quoteName,
      purchaseOrderNo: q.purchaseOrderNo,
      email: q.email,
      delivery: q.delivery ? q.delivery.toFixed(2) : '',
      quoteDiscountPercent: q.quoteDiscountPercent ? String(q.quoteDiscountPercent) : '',
      validUntil: q.validUntil ? q.validUntil.slice(0, 10) : '',
      notes: q.notes,
      shippingAddress: addressInputOf(q.shippingAddress),
      billingAddress: addressInputOf(q.billingAddress),
    },
    lines: q.lines
      .filter((l) => l.productId)
      .map((l) => ({
        key: l.id,
        productId: l.productId!,
        stockCode: l.stockCode,
        name: l.name,
        image: l.image,
        taxPercent: l.taxPercent,
        qty: String(l.qty),
        unitPrice: l.unitPrice.toFixed(2),
        discountPercent: l.discountPercent ? String(l.discountPercent) : '',
      })),
  };
}
