import { z } from 'zod';
import { pagingQuerySchema } from './paging';

/** Where a change came from (audit history, extension). */
export const CHANGE_SOURCES = ['page', 'api', 'bulk', 'import', 'system'] as const;
export const changeSourceSchema = z.enum(CHANGE_SOURCES);
export type ChangeSource = z.output<typeof changeSourceSchema>;

/** Entities whose writes the audit history records. */
export const HISTORY_ENTITIES = [
  'product',
  'category',
  'supplier',
  'product_family',
  'company',
  'quotation',
  'return',
  'setting',
  'api_client',
  'webhook',
  'channel',
] as const;
export const historyEntitySchema = z.enum(HISTORY_ENTITIES);
export type HistoryEntity = z.output<typeof historyEntitySchema>;

/** One changed field of one write (GET …/history, extension). `field` `*` marks a create or delete. */
export const historyEntrySchema = z
  .object({
    id: z.number().int(),
    entity: historyEntitySchema,
    entityId: z.string(),
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    actor: z.object({
      kind: z.enum(['staff', 'client', 'system']),
      id: z.string().nullable(),
      name: z.string(),
      clientId: z.string().nullable(),
    }),
    source: changeSourceSchema,
    bulkRunId: z.string().nullable(),
    importId: z.string().nullable(),
    changedAt: z.string().meta({ description: 'ISO 8601 date-time' }),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** v1 paging (`page`, `pagesize`), newest first. */
export const historyQuerySchema = pagingQuerySchema;

/** A page of history entries in Wrapper D (v2 extensions). */
export const historyPageSchema = z
  .object({ results: z.array(historyEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'HistoryPage' });
export type HistoryPage = z.output<typeof historyPageSchema>;

/** GET /api/v2/infra/config/history: one setting's changes (`key`, or `key:country` for an override) or all settings'. */
export const settingHistoryQuerySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9]+\.[A-Za-z0-9]+(:([A-Z]{2}|ROW))?$/, 'must be <ConfigType>.<SettingName>, optionally :<country>')
    .optional(),
  page: pagingQuerySchema.shape.page,
  pageSize: pagingQuerySchema.shape.pagesize,
});
