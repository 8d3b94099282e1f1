import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { familyCompletenessSchema } from '@/lib/api/schemas/completeness';
import { requestB } from './http';

/** Incomplete products by family (GET /api/v1/completeness/by-family, extension), most incomplete first. */
export const listCompletenessByFamily = cache(() =>
  requestB({ path: '/api/v1/completeness/by-family' }, z.array(familyCompletenessSchema)),
);
