import { z } from 'zod';

/** Extension (issue 11): the completeness fields of product detail and search items. */
export const completenessFields = {
  completeness: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({
      description:
        "Extension: share (0–100, rounded down) of the product's required attributes that are filled: meta-info's isRequired attributes plus its family's requiredAttributes",
    }),
  missingAttributes: z
    .array(z.string())
    .meta({ description: 'Extension: field codes (meta-info) of the required attributes still empty; "Images" when the family requires an image and there is none' }),
};

/** One row of GET /api/v1/completeness/by-family (extension). */
export const familyCompletenessSchema = z
  .object({
    familyId: z.number().int().nullable().meta({ description: 'null: products whose custom attribute set names no family' }),
    familyCode: z.string(),
    familyName: z.string(),
    products: z.number().int(),
    incomplete: z.number().int().meta({ description: 'Products below 100' }),
    averageCompleteness: z.number().int(),
    mostMissing: z.array(z.string()).meta({ description: 'The (at most 3) field codes most often missing' }),
  })
  .meta({ id: 'FamilyCompleteness' });
export type FamilyCompleteness = z.output<typeof familyCompletenessSchema>;
