import { WEBHOOK_TOP_LEVEL_FIELDS, type Webhook } from '@/lib/api/schemas/webhooks';
import { wrapperDWithFields } from './wrappers';

/** A webhook in Wrapper D, with the fields the automation node reads at the top level beside it. */
export function webhookAnswer(webhook: Webhook & { secret?: string }) {
  return wrapperDWithFields(webhook, WEBHOOK_TOP_LEVEL_FIELDS);
}
