'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SupplierFormInput, SupplierFormValues } from './supplier-form';
import { SUPPLIER_TYPES } from './supplier-types';

/** Number inputs: an empty box is "no number", which the schema reports as required. */
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function SupplierFields({
  form,
}: {
  form: UseFormReturn<SupplierFormInput, unknown, SupplierFormValues>;
}) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <Card>
        <CardHeader title="Supplier" />
        <CardBody className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" required error={e.name?.message}>
              <Input autoComplete="off" {...register('name')} />
            </Field>
            <Field label="Code" required error={e.code?.message} hint="Unique; letters, digits, - and _">
              <Input autoComplete="off" className="font-mono" {...register('code')} />
            </Field>
            <Field label="Type" error={e.type?.message}>
              <Select {...register('type', { setValueAs: asNumber })}>
                {Object.entries(SUPPLIER_TYPES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Lead time (days)"
              error={e.defaultLeadDays?.message}
              hint="Days the supplier needs to fulfil"
            >
              <Input
                type="number"
                min={0}
                max={365}
                step={1}
                {...register('defaultLeadDays', { setValueAs: asNumber })}
              />
            </Field>
          </div>
          <div className="flex flex-wrap gap-6">
            <Checkbox label="Active" hint="Inactive suppliers get no new orders" {...register('status')} />
            <Checkbox label="Dropship" hint="Ships straight to the customer" {...register('dropship')} />
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Contact" />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" error={e.email?.message}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </Field>
          <Field label="Phone" error={e.phoneNo?.message}>
            <Input type="tel" autoComplete="off" {...register('phoneNo')} />
          </Field>
          <Field label="Fax" error={e.fax?.message}>
            <Input type="tel" autoComplete="off" {...register('fax')} />
          </Field>
          <Field label="Website" error={e.website?.message} hint="http(s) address">
            <Input type="url" autoComplete="off" {...register('website')} />
          </Field>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Trade terms" />
        <CardBody className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Country code" error={e.countryCode?.message} hint="Two letters, such as GB">
              <Input
                autoComplete="off"
                className="uppercase"
                maxLength={2}
                {...register('countryCode', { onChange: () => form.setValue('country', '') })}
              />
            </Field>
            <Field label="Country" error={e.country?.message} hint="Filled in from the code when left empty">
              <Input autoComplete="off" {...register('country')} />
            </Field>
            <Field label="Currency" error={e.currencyCode?.message} hint="Three letters, such as GBP">
              <Input autoComplete="off" className="uppercase" maxLength={3} {...register('currencyCode')} />
            </Field>
            <Field label="Tax registration number" error={e.taxRegNo?.message}>
              <Input autoComplete="off" {...register('taxRegNo')} />
            </Field>
            <Field label="Payment terms" error={e.paymentTermCode?.message} hint="Code, such as NET30">
              <Input autoComplete="off" {...register('paymentTermCode')} />
            </Field>
            <Field label="Shipment terms" error={e.shipmentTermCode?.message} hint="Code, such as FOB">
              <Input autoComplete="off" {...register('shipmentTermCode')} />
            </Field>
            <Field
              label="Purchase-order consolidation"
              error={e.poCreateType?.message}
              hint="Type number, 0 for none"
            >
              <Input
                type="number"
                min={0}
                max={99}
                step={1}
                {...register('poCreateType', { setValueAs: asNumber })}
              />
            </Field>
          </div>
          <Checkbox label="Prices include tax" {...register('taxInclusive')} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Account manager" />
        <CardBody className="grid gap-4 sm:grid-cols-3">
          <Field label="Account manager" error={e.accountManager?.message}>
            <Input autoComplete="off" {...register('accountManager')} />
          </Field>
          <Field label="Account manager email" error={e.accountManagerEmail?.message}>
            <Input type="email" autoComplete="off" {...register('accountManagerEmail')} />
          </Field>
          <Field label="Account manager id" error={e.accountManagerId?.message} hint="Guid, if known">
            <Input autoComplete="off" className="font-mono" {...register('accountManagerId')} />
          </Field>
        </CardBody>
      </Card>
    </>
  );
}
