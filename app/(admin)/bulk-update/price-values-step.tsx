'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { priceChangeSchema, type PriceChangeInput } from '@/lib/api/schemas/bulk-price';
import type { EnteredValues } from './bulk-update-wizard';
import { plural } from './choose-products-step';
import { StepFrame } from './wizard-steps';

/** The rounding choices offered, as the service's rounding objects (none: to the cent). */
const ROUNDINGS: Record<string, PriceChangeInput['rounding']> = {
  none: undefined,
  'ending-0.99': { kind: 'ending', value: '0.99' },
  'ending-0.95': { kind: 'ending', value: '0.95' },
  'ending-0.00': { kind: 'ending', value: '0.00' },
  'nearest-0.05': { kind: 'nearest', value: '0.05' },
  'nearest-0.10': { kind: 'nearest', value: '0.10' },
};
const ROUNDING_LABELS: Record<string, string> = {
  none: 'To the cent',
  'ending-0.99': 'Ending in .99',
  'ending-0.95': 'Ending in .95',
  'ending-0.00': 'Whole amounts',
  'nearest-0.05': 'Nearest 0.05',
  'nearest-0.10': 'Nearest 0.10',
};

export interface PriceForm {
  priceField: 'sellPrice' | 'listPrice';
  mode: 'set' | 'raise' | 'lower';
  by: 'amount' | 'percent';
  value: string;
  currencyCode: string;
  rounding: string;
  floorAtCost: boolean;
}

const START: PriceForm = { priceField: 'sellPrice', mode: 'raise', by: 'percent', value: '', currencyCode: '', rounding: 'none', floorAtCost: true };

/** The form as the service's body (lib/api/schemas/bulk-price.ts validates it, the same schema as the endpoint). */
export function priceBodyOf(f: PriceForm): PriceChangeInput {
  const byPercent = f.mode !== 'set' && f.by === 'percent';
  return {
    priceField: f.priceField,
    mode: f.mode,
    ...(byPercent ? { percent: f.value.trim() } : { amount: f.value.trim() }),
    ...(f.currencyCode.trim() ? { currencyCode: f.currencyCode.trim() } : {}),
    rounding: ROUNDINGS[f.rounding],
    floorAtCost: f.floorAtCost,
  };
}

/** Step 3 of a price change: which price, how, by how much, in which currency, rounded how. */
export function PriceValuesStep({
  count,
  initial,
  onBack,
  onEntered,
}: {
  count: number;
  initial?: PriceForm;
  onBack: () => void;
  onEntered: (entered: EnteredValues & { priceForm: PriceForm }) => void;
}) {
  const [form, setForm] = useState<PriceForm>(initial ?? START);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof PriceForm>(key: K, value: PriceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = priceChangeSchema.safeParse(priceBodyOf(form));
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = ['amount', 'percent'].includes(String(issue.path[0])) ? 'value' : String(issue.path[0]);
        out[key] ??= issue.message;
      }
      return setErrors(out);
    }
    setErrors({});
    onEntered({ values: {}, change: { kind: 'price', price: parsed.data }, priceForm: form });
  };
  const unit = form.mode === 'set' || form.by === 'amount' ? 'Amount' : 'Percentage';

  return (
    <form onSubmit={submit} noValidate>
      <StepFrame
        title="Enter the new value"
        description={`Applies to ${plural(count, 'product')}. Products without a price in the chosen currency are left alone.`}
        actions={
          <>
            <Button type="button" onClick={onBack}>
              Back
            </Button>
            <Button type="submit" variant="primary">
              Review
            </Button>
          </>
        }
      >
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <Field label="Price">
            <Select value={form.priceField} onChange={(e) => set('priceField', e.target.value as PriceForm['priceField'])} options={[{ value: 'sellPrice', label: 'Sell price (with tax)' }, { value: 'listPrice', label: 'List price' }]} />
          </Field>
          <Field label="Change">
            <Select value={form.mode} onChange={(e) => set('mode', e.target.value as PriceForm['mode'])} options={[{ value: 'set', label: 'Set to' }, { value: 'raise', label: 'Raise by' }, { value: 'lower', label: 'Lower by' }]} />
          </Field>
          {form.mode !== 'set' && (
            <Field label="By">
              <Select value={form.by} onChange={(e) => set('by', e.target.value as PriceForm['by'])} options={[{ value: 'percent', label: 'A percentage' }, { value: 'amount', label: 'An amount' }]} />
            </Field>
          )}
          <Field label={unit} required error={errors.value} hint={unit === 'Percentage' ? 'Such as 10 or 12.5' : 'Such as 12.50'}>
            <Input inputMode="decimal" value={form.value} onChange={(e) => set('value', e.target.value)} />
          </Field>
          <Field label="Currency" error={errors.currencyCode} hint="Every price list of this currency, such as GBP; empty: the default price list">
            <Input value={form.currencyCode} maxLength={3} onChange={(e) => set('currencyCode', e.target.value.toUpperCase())} />
          </Field>
          <Field label="Rounding" error={errors.rounding}>
            <Select value={form.rounding} onChange={(e) => set('rounding', e.target.value)} options={Object.keys(ROUNDINGS).map((k) => ({ value: k, label: ROUNDING_LABELS[k] }))} />
          </Field>
          <Checkbox className="sm:col-span-2" label="Never below cost" hint="A price that would fall below the product's cost price becomes the cost price" checked={form.floorAtCost} onChange={(e) => set('floorAtCost', e.target.checked)} />
        </div>
      </StepFrame>
    </form>
  );
}
