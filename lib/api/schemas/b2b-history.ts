import { z } from 'zod';
import { formInt } from './form-fields';

/** GET …/b2b/{companyId}/history and …/quote/{id}/history (extensions): newest first, paged. */
export const entityHistoryQuerySchema = z.object({
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 200).optional(),
});
export type EntityHistoryQuery = z.output<typeof entityHistoryQuerySchema>;
