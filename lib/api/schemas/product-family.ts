import { z } from 'zod';
import { codeSchema, requiredText } from './fields';

/** Spec: product family {id int, name string (unique), code string (unique)}. */
export const productFamilySchema = z
  .object({ id: z.number().int(), name: z.string(), code: z.string() })
  .meta({ id: 'ProductFamily' });
export type ProductFamily = z.infer<typeof productFamilySchema>;

export const productFamilyCreateSchema = z
  .object({ name: requiredText(100), code: codeSchema })
  .meta({ id: 'ProductFamilyCreate' });
export type ProductFamilyCreate = z.input<typeof productFamilyCreateSchema>;

/** PUT body: a field left out keeps its value; at least one is required. */
export const productFamilyUpdateSchema = z
  .object({ name: requiredText(100), code: codeSchema })
  .partial()
  .refine((b) => b.name !== undefined || b.code !== undefined, { message: 'name or code is required', path: ['name'] })
  .meta({ id: 'ProductFamilyUpdate' });
export type ProductFamilyUpdate = z.input<typeof productFamilyUpdateSchema>;
