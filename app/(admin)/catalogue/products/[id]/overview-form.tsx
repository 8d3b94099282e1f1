'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  changedValues,
  groupMetas,
  metaFormSchema,
  MetaFieldGroups,
  type MetaFormValues,
} from '@/components/meta-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isConflict, type ActionFailure } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { ProductEditChoices } from '@/lib/api/schemas/product-lifecycle';
import { useUnsavedChangesGuard } from '@/lib/ui/unsaved-changes';
import { updateProductAction } from './actions';
import {
  changedRows,
  formPathOf,
  newPriceRow,
  newStockRow,
  overviewRowsSchema,
  type OverviewValues,
  type PriceRowInfo,
  type StockRowInfo,
} from './overview-model';
import { PricesTable } from './prices-table';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { SaveBar } from '@/components/ui/save-bar';
import { StockTable } from './stock-table';

/**
 * Every field checked by its meta-info rule, but only the fields the user changed reported (a value
 * stored before a rule existed must not block saving another field; the service, too, checks only
 * what is sent); the price and stock rows by their own rules.
 */
function overviewResolver(metas: AttributeMeta[], initial: OverviewValues): Resolver<OverviewValues> {
  const fieldRules = zodResolver(metaFormSchema(metas)) as unknown as Resolver<MetaFormValues>;
  const rowRules = zodResolver(overviewRowsSchema(initial)) as unknown as Resolver<
    Pick<OverviewValues, 'prices' | 'stock'>
  >;
  return async (values, context, options) => {
    const fields = await fieldRules(values.fields, context, options as never);
    const changed = Object.entries(fields.errors).filter(
      ([code]) => (initial.fields[code] ?? '') !== (values.fields[code] ?? ''),
    );
    const rows = await rowRules({ prices: values.prices, stock: values.stock }, context, options as never);
    const errors = {
      ...(changed.length ? { fields: Object.fromEntries(changed) } : {}),
      ...rows.errors,
    } as FieldErrors<OverviewValues>;
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The product page's overview: every group of fields (from meta-info), the prices and the stock,
 * edited in place and saved together with the ETag of the version the page showed. If someone else
 * saved first the service refuses; the typed values stay with a banner and Reload. Leaving with
 * unsaved changes asks first; saving keeps the scroll position.
 */
export function ProductOverviewForm({
  id,
  etag,
  name,
  metas,
  initial,
  prices,
  stock,
  choices,
  canWrite,
}: {
  id: string;
  etag: string | null;
  name: string;
  metas: AttributeMeta[];
  initial: OverviewValues;
  prices: PriceRowInfo[];
  stock: StockRowInfo[];
  /** Every price list and warehouse: rows can be added for those the product has none in. */
  choices: ProductEditChoices;
  canWrite: boolean;
}) {
  const router = useRouter();
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const resolver = useMemo(() => overviewResolver(metas, initial), [metas, initial]);
  const form = useForm<OverviewValues>({ resolver, defaultValues: initial });
  const { isDirty, isSubmitting } = form.formState;
  const [priceValues, stockValues] = useWatch({ control: form.control, name: ['prices', 'stock'] });
  useUnsavedChangesGuard(isDirty);
  const priceRows = useFieldArray({ control: form.control, name: 'prices', keyName: 'key' });
  const stockRows = useFieldArray({ control: form.control, name: 'stock', keyName: 'key' });
  // What each row shows: the stored row's, else (an added row) its price list's or warehouse's.
  const priceInfo = useMemo(() => {
    const info = new Map<string, PriceRowInfo>(choices.priceLists.map((l) => [l.id, newPriceRow(l).info]));
    for (const p of prices) info.set(p.priceListId, p);
    return info;
  }, [prices, choices]);
  const stockInfo = useMemo(() => {
    const info = new Map<string, StockRowInfo>(choices.warehouses.map((w) => [w.id, newStockRow(w).info]));
    for (const w of stock) info.set(w.warehouseId, w);
    return info;
  }, [stock, choices]);
  const addablePrices = choices.priceLists
    .filter((l) => !priceValues.some((v) => v.priceListId === l.id))
    .map((l) => ({ value: l.id, label: `${l.name} (${l.currencyCode})` }));
  const addableStock = choices.warehouses
    .filter((w) => !stockValues.some((v) => v.warehouseId === w.id))
    .map((w) => ({ value: w.id, label: w.name }));
  // A stored row is marked (and can be kept again until saved); an added one is simply dropped.
  const baseline = () => form.formState.defaultValues as OverviewValues;
  const removePrice = (i: number) => {
    const row = priceValues[i];
    if (!baseline().prices.some((p) => p?.priceListId === row.priceListId)) priceRows.remove(i);
    else form.setValue(`prices.${i}.removed`, !row.removed, { shouldDirty: true });
  };
  const removeStock = (i: number) => {
    const row = stockValues[i];
    if (!baseline().stock.some((s) => s?.warehouseId === row.warehouseId)) stockRows.remove(i);
    else form.setValue(`stock.${i}.removed`, !row.removed, { shouldDirty: true });
  };

  // A new version from the server (after a save, or Reload): the form starts from it. After a save,
  // what the user typed meanwhile is kept; Reload after a conflict starts over from the stored version.
  const shownEtag = useRef(etag);
  const reloading = useRef(false);
  useEffect(() => {
    if (shownEtag.current === etag) return;
    shownEtag.current = etag;
    form.reset(initial, { keepDirtyValues: !reloading.current });
    reloading.current = false;
    setConflict(false);
    setFormError(null);
  }, [etag, initial, form]);

  // Saving re-reads the page; the window stays where it was, whatever moved while it loaded.
  const scrollAtSave = useRef<number | null>(null);
  useEffect(() => {
    if (refreshing || scrollAtSave.current === null) return;
    window.scrollTo({ top: scrollAtSave.current });
    scrollAtSave.current = null;
  }, [refreshing]);

  const reload = () => {
    reloading.current = true;
    startRefresh(() => router.refresh());
  };

  const saveValid = async (values: OverviewValues) => {
    setFormError(null);
    // Against what the form last started from: the page's values, or what the last save stored.
    const fields = changedValues(values.fields, baseline().fields);
    const { priceChanges, stockChanges } = changedRows(values, baseline());
    if (Object.keys(fields).length + priceChanges.length + stockChanges.length === 0) {
      setFormError('Nothing to save: no field was changed.');
      return;
    }
    const result = await updateProductAction(id, etag, {
      fields,
      prices: priceChanges.map((c) => c.input),
      stock: stockChanges.map((c) => c.input),
    });
    if (result.ok) {
      toast.success(`Product “${values.fields.Name || name}” saved`);
      form.reset(values);
      scrollAtSave.current = window.scrollY;
      startRefresh(() => router.refresh());
      return;
    }
    if (isConflict(result)) {
      setConflict(true);
      toast.error('Not saved: someone else changed this product');
      return;
    }
    const placed: ActionFailure = {
      ...result,
      fieldErrors: Object.fromEntries(
        Object.entries(result.fieldErrors).map(([path, message]) => [
          formPathOf(
            path,
            priceChanges.map((c) => c.row),
            stockChanges.map((c) => c.row),
          ),
          message,
        ]),
      ),
    };
    const unplaced = applyFieldErrors(form, placed);
    setFormError([result.message, ...unplaced].join(' '));
    toast.error('The product was not saved', { description: result.message });
  };
  const save = (e: FormEvent<HTMLFormElement>) => form.handleSubmit(saveValid, () => setFormError(null))(e);

  const [first, ...rest] = groupMetas(metas);
  const nameOf = (m: AttributeMeta) => `fields.${m.fieldCode}` as const;
  const disabled = !canWrite;
  return (
    <form onSubmit={save} noValidate aria-label={`Edit product ${name}`} className="space-y-5 pb-20">
      {conflict && (
        <Alert
          tone="warning"
          title="This product was changed by someone else since you opened it"
          actions={
            <Button variant="primary" onClick={reload} pending={refreshing}>
              Reload
            </Button>
          }
        >
          Your changes were not saved, so nothing of theirs was overwritten. Your values stay below until you
          reload; note them, reload to see the current version, then make your changes again.
        </Alert>
      )}
      {!canWrite && <Alert tone="info">You can view this product; your role may not change it.</Alert>}
      {first && (
        <MetaFieldGroups metas={first.metas} control={form.control} disabled={disabled} nameOf={nameOf} />
      )}
      <PricesTable
        rows={priceValues.map((v) => priceInfo.get(v.priceListId)!)}
        control={form.control}
        disabled={disabled}
        values={priceValues}
        addable={addablePrices}
        onAdd={(id) => priceRows.append(newPriceRow(choices.priceLists.find((l) => l.id === id)!).values)}
        onRemove={removePrice}
      />
      <StockTable
        rows={stockValues.map((v) => stockInfo.get(v.warehouseId)!)}
        control={form.control}
        disabled={disabled}
        values={stockValues}
        addable={addableStock}
        onAdd={(id) => stockRows.append(newStockRow(choices.warehouses.find((w) => w.id === id)!).values)}
        onRemove={removeStock}
      />
      {rest.length > 0 && (
        <MetaFieldGroups
          metas={rest.flatMap((g) => g.metas)}
          control={form.control}
          disabled={disabled}
          nameOf={nameOf}
        />
      )}
      {canWrite && (
        <SaveBar
          summary={<FormErrorSummary submitCount={form.formState.submitCount} message={formError} />}
          status={
            refreshing
              ? 'Saved; loading the stored version…'
              : isDirty
                ? 'Unsaved changes'
                : 'No unsaved changes'
          }
        >
          <Button
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              form.reset();
              setFormError(null);
            }}
          >
            Discard changes
          </Button>
          {conflict ? (
            <Button variant="primary" onClick={reload} pending={refreshing}>
              Reload
            </Button>
          ) : (
            <Button type="submit" variant="primary" pending={isSubmitting || refreshing}>
              Save
            </Button>
          )}
        </SaveBar>
      )}
    </form>
  );
}
