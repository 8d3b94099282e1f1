'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { ProductFamily } from '@/lib/api/product-families';
import { categoryCreateSchema, type CategoryCreate } from '@/lib/api/schemas/category';
import { createCategoryAction } from './actions';
import type { FlatCategory } from './category-nodes';
import { ProductFamilyField } from './product-family-field';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: FlatCategory[];
  parentCode: string;
  families: ProductFamily[] | null;
  onCreated: (id: string, name: string) => void;
}

/**
 * "New category" and "Add subcategory": code, name, parent and product family (POST /api/v1/category).
 * The form lives inside the dialog's content, so each opening starts from a clean form.
 */
export function CreateCategoryDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New category"
      description="The code identifies the category in imports and the API; the name is what shoppers see."
    >
      <CreateCategoryForm {...props} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function CreateCategoryForm({
  categories,
  parentCode,
  families,
  onCreated,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CategoryCreate>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: {
      categoryCode: '',
      categoryName: '',
      parentCategoryCode: parentCode,
      productFamilyId: undefined,
    },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await createCategoryAction(values);
    if (result.ok) {
      toast.success(`Category “${values.categoryName}” created`);
      onDone();
      onCreated(result.data.id, values.categoryName);
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Code"
          required
          error={formState.errors.categoryCode?.message}
          hint="Letters, digits, - and _"
        >
          <Input autoComplete="off" className="font-mono" autoFocus {...register('categoryCode')} />
        </Field>
        <Field label="Name" required error={formState.errors.categoryName?.message}>
          <Input autoComplete="off" {...register('categoryName')} />
        </Field>
      </div>
      <Field label="Parent" error={formState.errors.parentCategoryCode?.message}>
        <Select {...register('parentCategoryCode')}>
          <option value="">(Top level)</option>
          {categories.map((c) => (
            <option key={c.id} value={c.categoryCode}>
              {c.path}
            </option>
          ))}
        </Select>
      </Field>
      <ProductFamilyField
        families={families}
        error={formState.errors.productFamilyId?.message}
        noneLabel="Same as the parent"
        registration={register('productFamilyId', {
          setValueAs: (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
        })}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" type="submit" pending={formState.isSubmitting}>
          Create category
        </Button>
      </DialogFooter>
    </form>
  );
}
