'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { RETURN_ATTACHMENTS_MAX, type ReturnOrderDetail } from '@/lib/api/schemas/returns';
import { uploadReturnPhotos } from '../[id]/upload-photos';
import { createReturnAction } from './actions';
import { returnFormSchema, type ReturnFormValues } from './return-form-schema';

type Option = ReturnOrderDetail['reasonsForReturn'][number];
type OrderLine = ReturnOrderDetail['lineItems'][number];

const byDisplayOrder = (options: Option[]) => options.toSorted((a, b) => a.displayOrder - b.displayOrder);

/** Creates a return for one order: tick the lines, say how many, why, and what the customer wants. */
export function ReturnForm({ order, canWrite }: { order: ReturnOrderDetail; canWrite: boolean }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const reasons = byDisplayOrder(order.reasonsForReturn);
  const actions = byDisplayOrder(order.requiredActions);
  const defaultReason = reasons.find((r) => r.isDefault)?.itemValue ?? '';
  const defaultAction = actions.find((a) => a.isDefault)?.itemValue ?? actions[0]?.itemValue ?? '';
  const form = useForm<ReturnFormValues>({
    resolver: zodResolver(returnFormSchema(order.lineItems.map((l) => l.availableQty))),
    defaultValues: {
      orderId: order.orderNumber,
      lines: order.lineItems.map((l) => ({
        recordId: l.recordId,
        selected: false,
        qty: '',
        reasonForReturnId: defaultReason,
        requiredActionId: defaultAction,
        comment: '',
      })),
      comment: '',
      faultReason: '',
    },
  });
  const { register, handleSubmit, formState } = form;
  const linesError = formState.errors.lines?.message ?? formState.errors.lines?.root?.message;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await createReturnAction(values);
    if (result.ok) {
      const id = result.data.id;
      toast.success(`Return #${id} created for order ${order.orderNumber}`);
      // The return exists now; photos go to it after (a refused photo does not undo the return).
      if (photos.length > 0) {
        const uploaded = await uploadReturnPhotos(id, photos);
        if (uploaded.ok) toast.success(`${photos.length} photo${photos.length === 1 ? '' : 's'} attached`);
        else toast.error(`The photos were not attached: ${uploaded.message} Add them on the return's page.`);
      }
      router.push(`/returns/${id}`);
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`New return for order ${order.orderNumber}`}
      className="space-y-4"
    >
      <Card>
        <CardHeader
          title="Lines"
          description="Tick each line the customer sends back. Only what was shipped and not already returned can be returned."
        />
        <CardBody className="space-y-3">
          {linesError && <Alert tone="danger">{linesError}</Alert>}
          {order.lineItems.map((line, i) => (
            <ReturnLineFields
              key={line.recordId}
              form={form}
              index={i}
              line={line}
              reasons={reasons}
              actions={actions}
              disabled={!canWrite}
            />
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="About the return" />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <Field label="Comment" error={formState.errors.comment?.message}>
            <Textarea {...register('comment')} disabled={!canWrite} />
          </Field>
          <Field
            label="Fault reason"
            error={formState.errors.faultReason?.message}
            hint="What is wrong with the goods, if anything"
          >
            <Textarea {...register('faultReason')} disabled={!canWrite} />
          </Field>
          <div className="sm:col-span-2">
            <PhotoPicker
              label="Photos"
              hint="Pictures the customer sent of the goods (JPEG, PNG, WebP…, up to 20 MB each); shown on the return"
              files={photos}
              onChange={setPhotos}
              disabled={!canWrite}
              max={RETURN_ATTACHMENTS_MAX}
            />
          </div>
        </CardBody>
      </Card>
      <FormErrorSummary submitCount={formState.submitCount} message={formError} />
      {canWrite && (
        <div className="flex justify-end">
          <Button variant="primary" type="submit" pending={formState.isSubmitting}>
            Create return
          </Button>
        </div>
      )}
    </form>
  );
}

function ReturnLineFields({
  form,
  index,
  line,
  reasons,
  actions,
  disabled,
}: {
  form: UseFormReturn<ReturnFormValues>;
  index: number;
  line: OrderLine;
  reasons: Option[];
  actions: Option[];
  disabled: boolean;
}) {
  const { register, setValue, getValues, formState } = form;
  const errors = formState.errors.lines?.[index];
  const returnable = line.availableQty > 0;
  const qty = register(`lines.${index}.qty`);
  const selected = register(`lines.${index}.selected`);
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" disabled={disabled || !returnable}>
      <legend className="px-1 text-sm font-medium text-slate-900">
        {line.name} <span className="font-mono text-xs text-slate-500">{line.stockCode}</span>
      </legend>
      <dl className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600" aria-label="Quantities">
        <Fact label="Ordered" value={line.qty} />
        <Fact label="Shipped" value={line.shippedQty} />
        <Fact label="Already requested" value={line.returnQtyRequested} />
        <Fact label="Received back" value={line.returnQtyRecd} />
        <Fact label="Returnable" value={line.availableQty} />
        <div className="flex gap-1">
          <dt>Paid</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{line.totalPrice.formatted.withTax}</dd>
        </div>
        {line.status > 0 && (
          <div className="flex gap-1">
            <dt className="sr-only">Latest return</dt>
            <dd>
              <Badge>{line.statusCode}</Badge>
            </dd>
          </div>
        )}
      </dl>
      {returnable ? (
        <div className="grid gap-3 sm:grid-cols-[auto_6rem_1fr_1fr] sm:items-start">
          <Checkbox
            label="Return this line"
            className="sm:pt-6"
            {...selected}
            onChange={(e) => {
              void selected.onChange(e);
              if (e.target.checked && !getValues(`lines.${index}.qty`)) setValue(`lines.${index}.qty`, '1');
            }}
          />
          <Field label="Quantity" error={errors?.qty?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={line.availableQty}
              {...qty}
              onChange={(e) => {
                void qty.onChange(e);
                if (e.target.value) setValue(`lines.${index}.selected`, true);
              }}
            />
          </Field>
          <Field label="Reason" error={errors?.reasonForReturnId?.message}>
            <Select {...register(`lines.${index}.reasonForReturnId`)}>
              <option value="">Choose a reason…</option>
              {reasons.map((r) => (
                <option key={r.itemValue} value={r.itemValue}>
                  {r.itemText}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Required action" error={errors?.requiredActionId?.message}>
            <Select {...register(`lines.${index}.requiredActionId`)}>
              {actions.map((a) => (
                <option key={a.itemValue} value={a.itemValue}>
                  {a.itemText}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Line comment" className="sm:col-span-4" error={errors?.comment?.message}>
            <Input autoComplete="off" {...register(`lines.${index}.comment`)} />
          </Field>
        </div>
      ) : (
        <p className="text-xs text-slate-500">Nothing left to return on this line.</p>
      )}
    </fieldset>
  );
}

function Fact({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
