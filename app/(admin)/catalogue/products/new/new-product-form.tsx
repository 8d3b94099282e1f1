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
import { PhotoPicker } from '@/components/ui/photo-picker';
import { SaveBar } from '@/components/ui/save-bar';
import { Select } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { ActionResult } from '@/lib/actions/action-result';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { ProductEditChoices } from '@/lib/api/schemas/product-lifecycle';
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

type Warehouse = ProductEditChoices['warehouses'][number];

/** A typed on-hand quantity: '' is no stock row; otherwise a whole number from 0, or why not. */
function readQuantity(text: string): { onHand?: number; error?: string } {
  const t = text.trim();
  if (t === '') return {};
  if (!/^\d+$/.test(t)) return { error: 'Must be a whole number, 0 or more' };
  const n = Number(t);
  return n > 1_000_000_000 ? { error: 'Is too large' } : { onHand: n };
}

/**
 * Sends the first image to the page's upload route (the product page's, which forwards it to the
 * service): null when it saved, else what went wrong in words.
 */
async function uploadFirstImage(productId: string, image: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', image, image.name);
  try {
    const response = await fetch(`/catalogue/products/${productId}/media`, { method: 'POST', body });
    const result = (await response.json().catch(() => null)) as ActionResult<unknown> | null;
    return result?.ok ? null : (result?.message ?? `the upload failed (HTTP ${response.status})`);
  } catch {
    return 'the connection failed';
  }
}

/**
 * The New product form, generated from meta-info: the required fields first, then the stock on hand
 * (the default warehouse first) and the first image, then every other group. The chosen family
 * becomes the product's attribute set and prefixes the suggested stock code. One Create makes the
 * product with its price and stock (one service call: all or nothing), then uploads the image, which
 * was checked when chosen; should the image still fail, the product's page opens with a message that
 * says the image, and only the image, did not save.
 */
export function NewProductForm({
  metas,
  families,
  warehouses,
}: {
  metas: AttributeMeta[];
  families: ProductFamily[];
  warehouses: Warehouse[];
}) {
  const router = useRouter();
  const [onHand, setOnHand] = useState<Record<string, string>>({});
  const [stockErrors, setStockErrors] = useState<Record<string, string>>({});
  const [images, setImages] = useState<File[]>([]);
  const ordered = useMemo(
    () => [...warehouses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    [warehouses],
  );
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
      const quantities = ordered.map((w) => ({ warehouseId: w.id, ...readQuantity(onHand[w.id] ?? '') }));
      const refused = Object.fromEntries(
        quantities.filter((q) => q.error).map((q) => [q.warehouseId, q.error!]),
      );
      setStockErrors(refused);
      if (Object.keys(refused).length) return;
      const stock = quantities.flatMap((q) =>
        q.onHand === undefined ? [] : [{ warehouseId: q.warehouseId, onHand: q.onHand }],
      );
      const result = await createProductAction({ values, familyCode, sellPrice: sellPrice.trim(), stock });
      if (result.ok) {
        const failed = images[0] ? await uploadFirstImage(result.data, images[0]) : null;
        if (failed)
          toast.error(
            `Product “${values.Name}” was created with its stock, but its image ${images[0]!.name} did not save: ${failed}. Add it under Images.`,
            { duration: Infinity },
          );
        else toast.success(`Product “${values.Name}” created`);
        router.push(`/catalogue/products/${result.data}`);
        return;
      }
      setPriceError(result.fieldErrors.sellPrice);
      setStockErrors(
        Object.fromEntries(
          Object.entries(result.fieldErrors).flatMap(([path, message]) =>
            path.startsWith('stock.') ? [[path.slice(6), message]] : [],
          ),
        ),
      );
      const unplaced = applyFieldErrors(form, result).filter(
        (m) => !m.startsWith('sellPrice') && !m.startsWith('stock.'),
      );
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
      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Stock and first image</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-3">
            {ordered.map((w) => (
              <Field
                key={w.id}
                label={`On hand at ${w.name}${w.isDefault ? ' (default warehouse)' : ''}`}
                error={stockErrors[w.id]}
                hint={w.isDefault ? 'Left empty, the product starts with no stock here' : undefined}
              >
                <Input
                  inputMode="numeric"
                  value={onHand[w.id] ?? ''}
                  onChange={(e) => setOnHand((all) => ({ ...all, [w.id]: e.target.value }))}
                />
              </Field>
            ))}
          </div>
          <PhotoPicker
            label="First image"
            hint="JPEG, PNG, WebP, GIF, AVIF or TIFF, up to 20 MB; more can be added on the product's page"
            files={images}
            onChange={setImages}
            max={1}
          />
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
