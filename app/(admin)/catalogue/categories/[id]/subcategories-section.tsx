'use client';

import Link from 'next/link';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import type { ProductFamily } from '@/lib/api/product-families';
import type { CategoryDetail } from '@/lib/api/schemas/category';
import { ProductFamilyField } from '../product-family-field';
import type { CategoryFormInput } from './category-form-schema';
import { FormSection } from '@/components/ui/form-section';

const optionalInt = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** The existing subcategories (each edited on its own page) and new ones created on save. */
export function SubcategoriesSection({
  existing,
  idsByCode,
  families,
}: {
  existing: CategoryDetail['subcategories'];
  idsByCode: Record<string, string>;
  families: ProductFamily[] | null;
}) {
  const { register, formState, control, getValues } = useFormContext<CategoryFormInput>();
  const rows = useFieldArray({ control, name: 'subcategories', keyName: 'key' });
  const familyName = (id: number) => families?.find((f) => f.id === id)?.name ?? (id ? `#${id}` : '—');
  return (
    <FormSection
      id="subcategories"
      title="Subcategories"
      description="New subcategories are created when you save; reorder them in the tree."
      actions={
        <Button
          size="sm"
          onClick={() =>
            rows.append({
              categoryCode: '',
              categoryName: '',
              productFamilyId: getValues('productFamilyId') || undefined,
            })
          }
        >
          <Icon name="plus" className="size-3.5" />
          Add subcategory
        </Button>
      }
    >
      {existing.length === 0 ? (
        <p className="text-sm text-slate-500">No subcategories yet.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Existing subcategories</caption>
          <thead className="text-left text-xs text-slate-500">
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1.5 font-medium">
                Name
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Code
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Product family
              </th>
            </tr>
          </thead>
          <tbody>
            {existing.map((s) => (
              <tr key={s.categoryCode} className="border-b border-slate-100 last:border-0">
                <td className="py-1.5">
                  {idsByCode[s.categoryCode] ? (
                    <Link
                      className="font-medium hover:underline"
                      href={`/catalogue/categories/${idsByCode[s.categoryCode]}`}
                    >
                      {s.categoryName}
                    </Link>
                  ) : (
                    s.categoryName
                  )}
                </td>
                <td className="py-1.5 font-mono text-xs">{s.categoryCode}</td>
                <td className="py-1.5">{familyName(s.productFamilyId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.fields.length > 0 && (
        <ol className="space-y-3">
          {rows.fields.map((row, index) => {
            const e = formState.errors.subcategories?.[index];
            return (
              <li
                key={row.key}
                aria-label={`New subcategory ${index + 1}`}
                className="flex items-start gap-3 rounded-md border border-dashed border-accent-500/50 bg-accent-50/40 p-3"
              >
                <div className="grid flex-1 gap-3 sm:grid-cols-3">
                  <Field label="Code" required error={e?.categoryCode?.message}>
                    <Input className="font-mono" {...register(`subcategories.${index}.categoryCode`)} />
                  </Field>
                  <Field label="Name" required error={e?.categoryName?.message}>
                    <Input {...register(`subcategories.${index}.categoryName`)} />
                  </Field>
                  <ProductFamilyField
                    families={families}
                    error={e?.productFamilyId?.message}
                    registration={register(`subcategories.${index}.productFamilyId`, {
                      setValueAs: optionalInt,
                    })}
                  />
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  className="mt-5"
                  aria-label={`Remove new subcategory ${index + 1}`}
                  onClick={() => rows.remove(index)}
                >
                  <Icon name="close" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
    </FormSection>
  );
}
