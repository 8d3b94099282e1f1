'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { AddressFields } from '@/components/b2b/address-fields';
import { LeaveFormLink } from '@/components/b2b/leave-form-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { isConflict } from '@/lib/actions/action-result';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import type { Address } from '@/lib/api/schemas/address';
import type { QuotableProduct } from '@/lib/api/schemas/b2b-quotes';
import { priceQuotation, toBasisPoints, toMinorUnits } from '@/lib/quotes/totals';
import { createQuotationAction, updateQuotationAction } from './actions';
import { AddressPicker } from './address-picker';
import { LineEntry } from './line-entry';
import { formatMoney } from './money';
import { QuotationTotals, totalsView } from './quotation-totals';

/** A line as the editor holds it: the typed texts, and what it shows beside them. */
export interface EditorLine {
  key: string;
  productId: string;
  stockCode: string;
  name: string;
  image: string;
  taxPercent: number;
  qty: string;
  unitPrice: string;
  discountPercent: string;
}

export interface EditorValues {
  quoteName: string;
  purchaseOrderNo: string;
  email: string;
  delivery: string;
  quoteDiscountPercent: string;
  validUntil: string;
  notes: string;
  shippingAddress: AddressInput;
  billingAddress: AddressInput;
}

/** A percentage typed (0–100, two decimals) in basis points; 0 for what is no percentage yet. */
const typedBasisPoints = (text: string) => {
  const bp = toBasisPoints(text || '0');
  return Number.isNaN(bp) || bp > 10_000 ? 0 : bp;
};

/**
 * Live figures of what is typed, from the pricing module the service prices the saved quotation
 * with (lib/quotes/totals.ts): what is shown here is what the page, the API and the PDF show after
 * saving. A line still being typed counts as nothing until it is a quantity and an amount.
 */
function liveFigures(lines: EditorLine[], delivery: string, quoteDiscount: string) {
  const rows = lines.map((l) => {
    const qty = Number(l.qty);
    const unit = toMinorUnits(l.unitPrice || '0');
    const ok = Number.isInteger(qty) && qty >= 1 && qty <= 1_000_000 && !Number.isNaN(unit);
    return {
      qty: ok ? qty : 0,
      unitPriceMinor: ok ? unit : 0,
      discountBasisPoints: ok ? typedBasisPoints(l.discountPercent) : 0,
      taxBasisPoints: Math.round(l.taxPercent * 100),
    };
  });
  const deliveryMinor = toMinorUnits(delivery || '0');
  try {
    return priceQuotation({ lines: rows, deliveryMinor: Number.isNaN(deliveryMinor) ? 0 : deliveryMinor, quoteDiscountBasisPoints: typedBasisPoints(quoteDiscount) });
  } catch (e) {
    // Amounts too large to be exact: the service refuses them on saving and names the field.
    if (!(e instanceof RangeError)) throw e;
    return priceQuotation({ lines: [], deliveryMinor: 0, quoteDiscountBasisPoints: 0 });
  }
}

let counter = 0;
export const lineFromProduct = (p: QuotableProduct): EditorLine => ({
  key: `new-${++counter}`,
  productId: p.productId,
  stockCode: p.stockCode,
  name: p.name,
  image: p.image,
  taxPercent: p.taxPercent,
  qty: '1',
  unitPrice: p.unitPrice === null ? '' : p.unitPrice.toFixed(2),
  discountPercent: '',
});

/**
 * The quotation editor (new and edit): header fields, lines entered from the keyboard with live
 * totals, delivery, validity, notes and the two addresses offered from the company's own.
 */
export function QuotationEditor({
  quotationId,
  version,
  companyId,
  companyName,
  currencyCode,
  initial,
  initialLines,
  addresses,
  countries,
  titles,
  validityDays,
}: {
  quotationId?: string;
  version?: number;
  companyId: string;
  companyName: string;
  currencyCode: string;
  initial: EditorValues;
  initialLines: EditorLine[];
  addresses: Address[];
  countries: SelectOption[];
  titles: SelectOption[] | null;
  /** B2BSettings.QuoteValidityDays: how long a quotation sent without a date stays valid. */
  validityDays: number;
}) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [lines, setLines] = useState(initialLines);
  const [linesDirty, setLinesDirty] = useState(false);
  const form = useForm<EditorValues>({ defaultValues: initial });
  const [delivery, quoteDiscount] = useWatch({ control: form.control, name: ['delivery', 'quoteDiscountPercent'] });
  const figures = liveFigures(lines, delivery, quoteDiscount);
  const money = (minor: number) => formatMoney(minor / 100, currencyCode);
  const backHref = quotationId ? `/b2b/quotations/${quotationId}` : `/b2b/quotations?company=${companyId}`;

  const change = (key: string, patch: Partial<EditorLine>) => {
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    setLinesDirty(true);
  };
  const addProduct = (p: QuotableProduct) => {
    const line = lineFromProduct(p);
    setLines((ls) => [...ls, line]);
    setLinesDirty(true);
    // The quantity is what is typed next.
    requestAnimationFrame(() => document.getElementById(`qty-${line.key}`)?.focus());
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      ...values,
      delivery: values.delivery || '0',
      quoteDiscountPercent: values.quoteDiscountPercent || '0',
      lines: lines.map((l) => ({ productId: l.productId, qty: l.qty, unitPrice: l.unitPrice || undefined, discountPercent: l.discountPercent || undefined })),
    };
    const result = quotationId
      ? await updateQuotationAction(quotationId, { ...body, version })
      : await createQuotationAction({ ...body, companyId });
    if (!result.ok) {
      if (isConflict(result)) setConflict(true);
      const unplaced = applyFieldErrors(form, result);
      setFormError([result.message, ...unplaced].join(' '));
      toast.error('The quotation was not saved', { description: result.message });
      return;
    }
    toast.success(`Quotation “${values.quoteName}” saved`);
    form.reset(values);
    setLinesDirty(false);
    router.push(result.data.id ? `/b2b/quotations/${result.data.id}` : backHref);
  });

  const e = form.formState.errors;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={`Quotation for ${companyName}`} className="max-w-5xl space-y-5">
        {conflict && (
          <Alert tone="danger">
            Someone else changed this quotation since you opened it. <a href={`/b2b/quotations/${quotationId}/edit`} className="underline">Reload it</a> and make your change again.
          </Alert>
        )}
        <FormSection id="quotation" title="Quotation">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Quote name" required error={e.quoteName?.message}>
              <Input {...form.register('quoteName', { required: 'is required' })} />
            </Field>
            <Field label="PO number" error={e.purchaseOrderNo?.message} hint="The buyer's purchase order">
              <Input {...form.register('purchaseOrderNo')} />
            </Field>
            <Field label="Email" required error={e.email?.message} hint="The buyer the quotation is for">
              <Input type="email" {...form.register('email')} />
            </Field>
            <Field label="Valid until" error={e.validUntil?.message} hint={`Left empty: ${validityDays} days from sending`}>
              <Input type="date" {...form.register('validUntil')} />
            </Field>
          </div>
        </FormSection>
        <FormSection id="lines" title="Lines">
          <LineEntry companyId={companyId} currencyCode={currencyCode} onAdd={addProduct} />
          <table className="mt-4 w-full text-sm" aria-label="Quotation lines">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="py-1">Product</th>
                <th className="w-24 py-1">Quantity</th>
                <th className="w-32 py-1">Unit price</th>
                <th className="w-24 py-1">Discount %</th>
                <th className="w-28 py-1 text-right">Line total</th>
                <th className="w-16 py-1 text-right">VAT rate</th>
                <th className="w-24 py-1 text-right">VAT</th>
                <th className="w-20 py-1">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.length === 0 && (
                <tr>
                  <td colSpan={8} className="py-4 text-center text-slate-500">
                    No lines yet: add a product above.
                  </td>
                </tr>
              )}
              {lines.map((l, i) => (
                <tr key={l.key} className="border-t border-slate-100">
                  <td className="py-2">
                    <div className="flex items-center gap-2">
                      {/* eslint-disable-next-line @next/next/no-img-element -- catalogue images come from any host */}
                      {l.image ? <img src={l.image} alt="" className="h-10 w-10 rounded object-cover" /> : <span className="h-10 w-10 rounded bg-slate-100" />}
                      <span>
                        <span className="block font-medium text-slate-900">{l.name}</span>
                        <span className="font-mono text-xs text-slate-500">{l.stockCode}</span>
                      </span>
                    </div>
                  </td>
                  <td>
                    <Input id={`qty-${l.key}`} aria-label={`Quantity of ${l.stockCode}`} inputMode="numeric" value={l.qty} onChange={(ev) => change(l.key, { qty: ev.target.value })} />
                  </td>
                  <td>
                    <Input aria-label={`Unit price of ${l.stockCode}`} inputMode="decimal" value={l.unitPrice} onChange={(ev) => change(l.key, { unitPrice: ev.target.value })} />
                  </td>
                  <td>
                    <Input aria-label={`Discount of ${l.stockCode}`} inputMode="decimal" value={l.discountPercent} onChange={(ev) => change(l.key, { discountPercent: ev.target.value })} />
                  </td>
                  <td className="text-right tabular-nums" data-testid="line-total">{money(figures.lines[i].netMinor)}</td>
                  <td className="text-right tabular-nums">{l.taxPercent}%</td>
                  <td className="text-right tabular-nums" data-testid="line-tax">{money(figures.lines[i].taxMinor)}</td>
                  <td className="text-right">
                    <Button type="button" variant="ghost" aria-label={`Remove ${l.stockCode}`} onClick={() => (setLines((ls) => ls.filter((x) => x.key !== l.key)), setLinesDirty(true))}>
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_20rem]">
            <div className="grid content-start gap-4 sm:grid-cols-2">
              <Field label="Delivery" error={e.delivery?.message} hint={`Net, in ${currencyCode}; taxed at the highest rate among the lines`}>
                <Input inputMode="decimal" {...form.register('delivery')} />
              </Field>
              <Field label="Quote discount %" error={e.quoteDiscountPercent?.message} hint="Off the subtotal, shown once">
                <Input inputMode="decimal" {...form.register('quoteDiscountPercent')} />
              </Field>
            </div>
            <QuotationTotals totals={totalsView(figures)} currencyCode={currencyCode} />
          </div>
        </FormSection>
        <FormSection id="shipping" title="Shipping address">
          <AddressPicker prefix="shippingAddress" addresses={addresses} />
          <AddressFields prefix="shippingAddress" countries={countries} titles={titles} />
        </FormSection>
        <FormSection id="billing" title="Billing address">
          <AddressPicker prefix="billingAddress" addresses={addresses} />
          <AddressFields prefix="billingAddress" countries={countries} titles={titles} />
        </FormSection>
        <FormSection id="notes" title="Notes">
          <Field label="Notes" error={e.notes?.message} hint="Printed on the quotation">
            <Textarea rows={3} {...form.register('notes')} />
          </Field>
        </FormSection>
        <FormErrorSummary submitCount={form.formState.submitCount} message={formError} />
        <div className="flex items-center justify-end gap-3">
          <LeaveFormLink href={backHref} dirty={form.formState.isDirty || linesDirty} />
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
            Save quotation
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
