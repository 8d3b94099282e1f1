import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { attributeMetaSchema } from '@/lib/api/schemas/attributes';
import { requestA } from './http';

/** Every attribute's metadata (GET /api/v1/meta-info): core fields then custom attributes. */
export const listAttributeMeta = cache(async () => {
  const { result } = await requestA({ path: '/api/v1/meta-info' }, z.array(attributeMetaSchema));
  return result;
});
