'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { AddressFields } from '@/components/b2b/address-fields';
import { addressInputOf } from '@/components/b2b/address-values';
import { FormSection } from '@/components/ui/form-section';
import { LeaveFormLink } from '@/components/b2b/leave-form-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { AddressCountries } from '@/lib/api/b2b';
import { quotationSaveSchema, type Address, type QuotationSave } from '@/lib/api/schemas/b2b';
import { saveQuotationAction } from './actions';
import { AddressPicker } from './address-picker';

// formBody's preprocess types the schema's input as unknown; the form holds the model's own shape.
const resolver = zodResolver(quotationSaveSchema as unknown as z.ZodType<QuotationSave, QuotationSave>);

/** A new quotation of a company: its name, PO number, contact email and the two addresses. */
export function QuotationForm({
  companyId,
  companyName,
  email,
  addresses,
  countries,
  titles,
}: {
  companyId: string;
  companyName: string;
  email: string;
  addresses: Address[];
  countries: AddressCountries | null;
  titles: SelectOption[] | null;
}) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QuotationSave>({
    resolver,
    defaultValues: {
      companyId,
      quoteName: '',
      purchaseOrderNo: '',
      email,
      shippingAddress: addressInputOf(),
      billingAddress: addressInputOf(),
    },
  });
  const e = form.formState.errors;
  const listHref = `/b2b/quotations?company=${companyId}`;

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const result = await saveQuotationAction(values);
      if (!result.ok) {
        const unplaced = applyFieldErrors(form, result);
        setFormError([result.message, ...unplaced].join(' '));
        toast.error('The quotation was not saved', { description: result.message });
        return;
      }
      toast.success(`Quotation “${values.quoteName}” saved`);
      form.reset(values);
      router.push(listHref);
    },
    () => setFormError('Some fields need attention; each is marked below.'),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`New quotation for ${companyName}`}
        className="max-w-4xl space-y-5"
      >
        {formError && <Alert tone="danger">{formError}</Alert>}
        <input type="hidden" {...form.register('companyId')} />
        <FormSection id="quotation" title="Quotation">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Quote name" required error={e.quoteName?.message}>
              <Input {...form.register('quoteName')} />
            </Field>
            <Field label="PO number" error={e.purchaseOrderNo?.message} hint="The buyer's purchase order">
              <Input {...form.register('purchaseOrderNo')} />
            </Field>
            <Field label="Email" required error={e.email?.message} hint="Where the quotation is sent">
              <Input type="email" {...form.register('email')} />
            </Field>
          </div>
        </FormSection>
        <FormSection id="shipping" title="Shipping address">
          <AddressPicker prefix="shippingAddress" addresses={addresses} />
          <AddressFields prefix="shippingAddress" countries={countries?.shipping ?? null} titles={titles} />
        </FormSection>
        <FormSection id="billing" title="Billing address">
          <AddressPicker prefix="billingAddress" addresses={addresses} />
          <AddressFields prefix="billingAddress" countries={countries?.billing ?? null} titles={titles} />
        </FormSection>
        <div className="flex items-center justify-end gap-3">
          <LeaveFormLink href={listHref} dirty={form.formState.isDirty} />
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
            Save quotation
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
