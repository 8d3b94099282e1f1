import { z } from 'zod';
import { codeSchema, requiredText } from './fields';

/** Spec: product family {id int, name string (unique), code string (unique)}. */
const requiredAttributes = z
  .array(z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'))
  .max(200, 'must list at most 200 attributes')
  .meta({
    description:
      'Extension (completeness): field codes (meta-info) this family requires beside the isRequired ones, or "Images" for at least one image; matched case-insensitively',
  });

export const productFamilySchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string(), requiredAttributes: requiredAttributes.optional() })
  .meta({ id: 'ProductFamily' });
export type ProductFamily = z.infer<typeof productFamilySchema>;

export const productFamilyCreateSchema = z
  .object({ name: requiredText(100), code: codeSchema, requiredAttributes: requiredAttributes.optional() })
  .meta({ id: 'ProductFamilyCreate' });
export type ProductFamilyCreate = z.input<typeof productFamilyCreateSchema>;

/** PUT body: a field left out keeps its value; at least one is required. */
export const productFamilyUpdateSchema = z
  .object({ name: requiredText(100), code: codeSchema, requiredAttributes })
  .partial()
  .refine((b) => b.name !== undefined || b.code !== undefined || b.requiredAttributes !== undefined, {
    message: 'name, code or requiredAttributes is required',
    path: ['name'],
  })
  .meta({ id: 'ProductFamilyUpdate' });
export type ProductFamilyUpdate = z.input<typeof productFamilyUpdateSchema>;
