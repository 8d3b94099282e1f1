import type { z } from 'zod';
import { basketCustomInfoSchema } from '@/lib/api/schemas/basket-requests';

/** The basket-level custom info fields, as the custom-info call validates them. */
export const customInfoFormSchema = basketCustomInfoSchema.pick({
  customInfo1: true,
  customInfo2: true,
  customInfo3: true,
  customInfo4: true,
  customInfo5: true,
});
export type CustomInfoValues = z.input<typeof customInfoFormSchema>;
export const CUSTOM_INFO_FIELDS = [
  'customInfo1',
  'customInfo2',
  'customInfo3',
  'customInfo4',
  'customInfo5',
] as const;
