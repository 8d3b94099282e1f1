import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { attributeMetaSchema, type AttributeMeta } from '@/lib/api/schemas/attributes';
import { requestA } from './http';

export type { AttributeMeta };

/** Every attribute with its metadata (GET /api/v1/meta-info), in display order. */
export const listAttributes = cache(async () => {
  const { result } = await requestA({ path: '/api/v1/meta-info' }, z.array(attributeMetaSchema));
  return result.toSorted((a, b) => a.displayOrder - b.displayOrder || a.fieldName.localeCompare(b.fieldName));
});
