'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  defaultValuesFor,
  MetaField,
  MetaFieldGroups,
  metaFormSchema,
  type MetaFormValues,
} from '@/components/meta-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { Input } from '@/components/ui/input';
import { SaveBar } from '@/components/ui/save-bar';
import { Select } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { ProductFamily } from '@/lib/api/schemas/product-family';
import { createProductAction } from './actions';

/** "Linen Shirt" in family APPAREL → "APPA-LINEN-SHIRT": a readable, likely-free code the user may change. */
export function suggestStockCode(name: string, familyCode: string): string {
  const words = name
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  const prefix = familyCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);
  return [prefix, words].filter(Boolean).join('-');
}

const DRAFT = '1';

/**
 * The New product form, generated from meta-info: the required fields first, then every other group.
 * The chosen family becomes the product's attribute set and prefixes the suggested stock code. Save
 * creates the product and opens its page.
 */
export function NewProductForm({ metas, families }: { metas: AttributeMeta[]; families: ProductFamily[] }) {
  const router = useRouter();
  const [familyCode, setFamilyCode] = useState(families[0]?.code ?? '');
  const [sellPrice, setSellPrice] = useState('');
  const [priceError, setPriceError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const required = useMemo(() => metas.filter((m) => m.isRequired), [metas]);
  const others = useMemo(() => metas.filter((m) => !m.isRequired), [metas]);
  const initial = useMemo(
    () => ({ ...defaultValuesFor(metas, {}, { useDefaults: true }), Status: DRAFT }),
    [metas],
  );
  const form = useForm<MetaFormValues>({
    resolver: zodResolver(metaFormSchema(metas)) as unknown as Resolver<MetaFormValues>,
    defaultValues: initial,
  });
  const name = useWatch({ control: form.control, name: 'Name' });
  const typedCode = useRef(false);

  useEffect(() => {
    if (!typedCode.current && !form.getFieldState('StockCode').isDirty)
      form.setValue('StockCode', suggestStockCode(name ?? '', familyCode), { shouldValidate: false });
  }, [name, familyCode, form]);

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      setPriceError(undefined);
      const result = await createProductAction({ values, familyCode, sellPrice: sellPrice.trim() });
      if (result.ok) {
        toast.success(`Product “${values.Name}” created`);
        router.push(`/catalogue/products/${result.data}`);
        return;
      }
      setPriceError(result.fieldErrors.sellPrice);
      const unplaced = applyFieldErrors(form, result).filter((m) => !m.startsWith('sellPrice'));
      setFormError([result.message, ...unplaced].join(' '));
    },
    () => setFormError(null),
  );

  return (
    <form onSubmit={save} noValidate aria-label="New product" className="space-y-6 pb-20">
      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Required</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Product family" hint="Its code prefixes the suggested stock code">
            <Select
              value={familyCode}
              onChange={(e) => setFamilyCode(e.target.value)}
              options={families.map((f) => ({ value: f.code, label: f.name }))}
            />
          </Field>
          {required.map((meta) => (
            <div
              key={meta.fieldCode}
              onInput={meta.fieldCode === 'StockCode' ? () => (typedCode.current = true) : undefined}
            >
              <MetaField meta={meta} control={form.control} />
            </div>
          ))}
          <Field
            label="Sell price (with tax, default price list)"
            error={priceError}
            hint="For example 24.99"
          >
            <Input inputMode="decimal" value={sellPrice} onChange={(e) => setSellPrice(e.target.value)} />
          </Field>
        </div>
      </fieldset>
      <MetaFieldGroups metas={others} control={form.control} />
      <SaveBar
        status=""
        summary={<FormErrorSummary submitCount={form.formState.submitCount} message={formError} />}
      >
        <Button type="button" onClick={() => router.push('/catalogue/products')}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
          Create product
        </Button>
      </SaveBar>
    </form>
  );
}
