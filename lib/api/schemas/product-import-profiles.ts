import { z } from 'zod';
import { keyValueSchema } from './attributes';
import { guidSchema, requiredText } from './fields';
import { importMappingSchema, importOptionsSchema } from './product-import';

/**
 * Saved mapping profiles (issue 33, extension): one supplier's file layout and habits, picked when a
 * file is uploaded. GET/POST /api/v1/import/profiles, PUT/DELETE /api/v1/import/profiles/{id}.
 */
export const importProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The supplier whose files it reads (key: the supplier's recordId, value: its name), or null. */
    supplier: keyValueSchema.nullable(),
    mapping: importMappingSchema,
    options: importOptionsSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ImportProfile' });
export type ImportProfile = z.output<typeof importProfileSchema>;

/** Create or replace a profile. Names are unique whatever their case. */
export const importProfileBodySchema = z
  .strictObject({
    name: requiredText(100),
    supplierId: guidSchema.nullable().optional(),
    mapping: importMappingSchema.refine((m) => Object.keys(m).length > 0, 'map at least one column'),
    options: importOptionsSchema.optional(),
  })
  .meta({ id: 'ImportProfileBody' });
export type ImportProfileBody = z.output<typeof importProfileBodySchema>;

export const importProfilesQuerySchema = z.object({ supplierId: guidSchema.optional() });
export const importProfileIdParamsSchema = z.object({ id: guidSchema });

/** DELETE /api/v1/import/profiles/{id}. */
export const importProfileDeletedSchema = z.object({ recordId: z.string(), message: z.string() }).meta({ id: 'ImportProfileDeleted' });
