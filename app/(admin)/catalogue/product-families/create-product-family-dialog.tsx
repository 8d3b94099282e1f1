'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { productFamilyCreateSchema, type ProductFamilyCreate } from '@/lib/api/schemas/product-family';
import { createProductFamilyAction } from './actions';
import { ProductFamilyFields } from './product-family-fields';

/** The "New product family" button and its dialog (POST /api/v1/product-family). */
export function CreateProductFamilyButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        New product family
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="New product family"
        description="A family groups categories whose products share attributes."
      >
        <CreateProductFamilyForm onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function CreateProductFamilyForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProductFamilyCreate>({
    resolver: zodResolver(productFamilyCreateSchema),
    defaultValues: { name: '', code: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await createProductFamilyAction(values);
    if (result.ok) {
      toast.success(`Product family “${values.name}” created`);
      onDone();
      router.push(`/catalogue/product-families/${result.data.id}`);
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="New product family">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <ProductFamilyFields form={form} autoFocus />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" type="submit" pending={form.formState.isSubmitting}>
          Create product family
        </Button>
      </DialogFooter>
    </form>
  );
}
